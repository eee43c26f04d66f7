"""Ramming (Speronamento) under the UWZ house rules: one ram Action, exactly.

The procedure is the one formalised in ``shared/rules/warzone-uwz.md``:
eligibility, every driver LD test before any collision, then the collisions in
path order (Take Cover, damage both ways, the stop rules) until the vehicle
stops or runs out of path.

Interpretations where the rules are silent:

- One Action only: continuing the ram with a further Action (step 5 of the
  seed) is a new evaluation with the remaining path.
- ``w`` is the number of wounds a model or the vehicle has LEFT, so a path
  model is removed once it takes ``w`` wounds and the vehicle is destroyed once
  it takes ``w``.
- Enemy vehicles are models in the seed's wording, so an enemy vehicle on Wait
  may Take Cover like any model (with its driver's LD); a vehicle is counted
  for the driver tests like any other model.
- A path model's Impenetrability changes nothing in a ram: the vehicle's
  damage to it is AV-0, which Impenetrability does not stop, and the damage
  the model deals to the vehicle is its own attack, which the model's
  defensive ability cannot affect. The explanation still shows the flag.
- An Impenetrable ramming vehicle is immune to the damage of a collision that
  is a Natural Attack of base DAM 10 or less (the collision counts as close
  combat): in practice all damage from SZ 1-2 models. AV-0 damage (SZ 3+
  models, vehicles, terrain) still wounds it.
- When a collision both wounds the vehicle and is one of the end-of-Round
  collisions (terrain, a vehicle of SZ 3+, a model 2+ SZ larger), the stop is
  reported as end of Round, the stronger consequence. A destroyed vehicle is
  reported as destroyed whatever else applied.
- Both sides of a collision take their damage at the same time: a model still
  takes its damage when the collision destroys the vehicle.
"""

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from math import prod

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import (
    Choice,
    Spec,
    as_object,
    check_fields,
    dump_object,
    entries,
    file_keys,
    flag,
    nested,
    only_keys,
    optional_whole,
    read_fields,
    whole,
)
from companion.model.warzone.d20 import roll_under, wound_chance, wound_distribution

MAX_PATH = 100
SZ_RANGE = (1, 10)  # every model's and vehicle's SZ, AR, W and LD
AR_RANGE = (0, 40)
W_RANGE = (1, 20)
LD_RANGE = (0, 20)
SIZE_TEST_STEP = -4
TERRAIN_TEST_MODIFIER = -8
IMPENETRABILITY_MAX_DAM = 10


class RowKind(StrEnum):
    MODEL = "model"
    VEHICLE = "vehicle"
    TERRAIN = "terrain"
    FRIEND = "friend"


@dataclass(frozen=True)
class Vehicle:
    """The ramming vehicle: its SZ, its driver's LD, its AR and wounds left."""

    sz: int = whole(*SZ_RANGE)
    ld: int = whole(*LD_RANGE)
    ar: int = whole(*AR_RANGE)
    w: int = whole(*W_RANGE)
    flying: bool = flag()
    biped: bool = flag()
    impenetrable: bool = flag()

    def __post_init__(self) -> None:
        check_fields(self, "vehicle")

    @property
    def ram_dam(self) -> int:
        return 6 + self.sz

    @property
    def ram_multiplier(self) -> int:
        return max(1, self.sz - 1)


@dataclass(frozen=True)
class EnemyModel:
    """An enemy model (``vehicle=False``) or enemy vehicle on the path.

    ``wait`` means it is on Wait and tries to Take Cover with its ``ld``. A file
    says ``vehicle`` through the row's kind.
    """

    sz: int = whole(*SZ_RANGE)
    ar: int = whole(*AR_RANGE)
    w: int = whole(*W_RANGE)
    ld: int = whole(*LD_RANGE)
    wait: bool = flag()
    impenetrable: bool = flag()
    vehicle: bool = flag(in_file=False)

    @property
    def kind(self) -> RowKind:
        return RowKind.VEHICLE if self.vehicle else RowKind.MODEL


@dataclass(frozen=True)
class TerrainPiece:
    """A terrain piece on the path: the ram collides with it and ends its Round."""

    @property
    def kind(self) -> RowKind:
        return RowKind.TERRAIN


@dataclass(frozen=True)
class FriendlyModel:
    """A friendly model on the path: it makes the ram impossible. Its SZ is optional and unused."""

    sz: int | None = optional_whole(*SZ_RANGE, omit_none=True)

    @property
    def kind(self) -> RowKind:
        return RowKind.FRIEND


PathRow = EnemyModel | TerrainPiece | FriendlyModel
ROW_TYPES = {RowKind.MODEL: EnemyModel, RowKind.VEHICLE: EnemyModel, RowKind.TERRAIN: TerrainPiece,
             RowKind.FRIEND: FriendlyModel}


class PathRowSpec(Spec):
    """A path row: its ``kind`` says which of the row types it is, and each type takes only its own keys."""

    kind = Choice(RowKind)

    def parse(self, value, field, owner=None):
        obj = as_object(value, field)
        kind = self.kind.read(obj, field, "kind")
        row_type = ROW_TYPES[kind]
        only_keys(obj, field, ("kind", *file_keys(row_type)))
        values = read_fields(row_type, obj, field)
        if row_type is EnemyModel:
            values["vehicle"] = kind is RowKind.VEHICLE
        return row_type(**values)

    def check(self, value, field, owner=None):
        if not isinstance(value, (EnemyModel, TerrainPiece, FriendlyModel)):
            allowed = QT_TRANSLATE_NOOP("InputError", "an enemy model, enemy vehicle, terrain piece or friendly model")
            raise InputError(field, allowed, value)
        check_fields(value, field)

    def dump(self, value):
        return {"kind": value.kind.value} | dump_object(value)


@dataclass(frozen=True)
class RammingInput:
    vehicle: Vehicle = nested(Vehicle, closed=True)
    path: tuple[PathRow, ...] = entries(PathRowSpec(), 1, MAX_PATH)

    def __post_init__(self) -> None:
        object.__setattr__(self, "path", tuple(self.path))
        check_fields(self)


# --- The structured explanation -------------------------------------------------


class Ineligibility(StrEnum):
    FLYING = "flying"
    BIPED = "biped"
    FRIENDLY_MODEL = "friendly_model"


@dataclass(frozen=True)
class Ineligible:
    """Why the ram cannot be made at all; ``row`` is the friendly model's row."""

    reason: Ineligibility
    row: int | None = None


class LdReason(StrEnum):
    MODEL_SIZE = "model_size"  # driver test: a model of SZ >= the vehicle's
    TERRAIN = "terrain"  # driver test: a terrain piece
    TAKE_COVER = "take_cover"  # the path model's test to step aside


@dataclass(frozen=True)
class LdTest:
    """One LD test: pass on a D20 roll <= ``target`` = ``ld`` + ``modifier``.

    ``target`` is before the natural 1 / natural 20 clamp, ``p_pass`` after it.
    ``row_sz`` is the path model's SZ (None for terrain); ``vehicle_sz`` the
    ramming vehicle's. For Take Cover, ``ld`` is the path model's LD and the
    modifier is the vehicle's SZ.
    """

    row: int
    reason: LdReason
    ld: int
    modifier: int
    target: int
    p_pass: Fraction
    row_sz: int | None
    vehicle_sz: int


class DamageClass(StrEnum):
    AV0 = "av0"
    NATURAL = "natural"  # a Natural Attack: not AV


class Recipient(StrEnum):
    MODEL = "model"  # the rammed path model
    VEHICLE = "vehicle"  # the ramming vehicle


@dataclass(frozen=True)
class DamageTest:
    """DAM ``dam`` x ``multiplier`` against ``ar``: ``multiplier`` tests, ``p_wound`` each.

    ``impenetrable``: the recipient has Impenetrability; ``immune``: it stops
    this damage (then ``p_wound`` is 0).
    """

    row: int
    recipient: Recipient
    dam: int
    multiplier: int
    ar: int
    damage_class: DamageClass
    p_wound: Fraction
    impenetrable: bool
    immune: bool


class StopCause(StrEnum):
    """Collisions that stop the vehicle and end its Round, whatever the damage."""

    TERRAIN = "terrain"
    LARGE_VEHICLE = "large_vehicle"  # a vehicle of SZ 3+
    LARGER_MODEL = "larger_model"  # a model 2+ SZ larger than the vehicle


@dataclass(frozen=True)
class ForcedStop:
    row: int
    cause: StopCause


Step = Ineligible | LdTest | DamageTest | ForcedStop


# --- The result -------------------------------------------------------------------


class StopReason(StrEnum):
    WOUND = "wound"  # wounded in a collision: stops, end of its Action
    END_OF_ROUND = "end_of_round"  # terrain / SZ 3+ vehicle / model 2+ SZ larger
    DESTROYED = "destroyed"


@dataclass(frozen=True)
class Stops:
    """P(the vehicle stops), split by reason."""

    wound: Fraction = Fraction(0)
    end_of_round: Fraction = Fraction(0)
    destroyed: Fraction = Fraction(0)

    @property
    def total(self) -> Fraction:
        return self.wound + self.end_of_round + self.destroyed

    def __add__(self, other: "Stops") -> "Stops":
        return Stops(self.wound + other.wound, self.end_of_round + other.end_of_round,
                     self.destroyed + other.destroyed)


@dataclass(frozen=True)
class RowOutcome:
    """One path row; every figure is unconditional (it includes the ram not being allowed).

    ``hit`` = P(rammed, i.e. collided with); ``wounds[k]`` = P(the row took k
    wounds), 0 when not hit, ``wounds[-1]`` being "removed" (always ``(1,)``
    for terrain and friendly rows); ``stops`` = P(the vehicle stops at this row).
    """

    kind: RowKind
    reached: Fraction
    took_cover: Fraction
    hit: Fraction
    wounds: tuple[Fraction, ...]
    removed: Fraction
    stops: Stops

    @property
    def expected_wounds(self) -> Fraction:
        return sum((k * p for k, p in enumerate(self.wounds)), Fraction(0))


@dataclass(frozen=True)
class RamResult:
    """The whole ram. ``vehicle_wounds[k]`` = P(the vehicle ends with k new wounds), capped at W.

    ``completed`` = P(the ram was made and the vehicle ran its whole path).
    """

    ram_allowed: Fraction
    rows: tuple[RowOutcome, ...]
    vehicle_wounds: tuple[Fraction, ...]
    completed: Fraction
    stops: Stops
    steps: tuple[Step, ...]

    @property
    def vehicle_destroyed(self) -> Fraction:
        return self.vehicle_wounds[-1]

    @property
    def expected_removed(self) -> Fraction:
        return sum((row.removed for row in self.rows), Fraction(0))

    @property
    def expected_vehicle_wounds(self) -> Fraction:
        return sum((k * p for k, p in enumerate(self.vehicle_wounds)), Fraction(0))


# --- The rules ------------------------------------------------------------------


def ineligibility(inputs: RammingInput) -> tuple[Ineligible, ...]:
    """Every reason the ram cannot be made; empty when it can."""
    reasons = []
    if inputs.vehicle.flying:
        reasons.append(Ineligible(Ineligibility.FLYING))
    if inputs.vehicle.biped:
        reasons.append(Ineligible(Ineligibility.BIPED))
    reasons.extend(
        Ineligible(Ineligibility.FRIENDLY_MODEL, index)
        for index, row in enumerate(inputs.path)
        if isinstance(row, FriendlyModel)
    )
    return tuple(reasons)


def driver_tests(inputs: RammingInput) -> tuple[LdTest, ...]:
    """The driver's LD tests, all taken before any collision; every one must pass.

    A model (or enemy vehicle) of SZ >= the vehicle's: -4 per SZ of difference
    (equal SZ is a test at -0, which still fails on a natural 20). A terrain
    piece: -8.
    """
    vehicle = inputs.vehicle
    tests = []
    for index, row in enumerate(inputs.path):
        if isinstance(row, EnemyModel) and row.sz >= vehicle.sz:
            modifier = SIZE_TEST_STEP * (row.sz - vehicle.sz)
            tests.append(_ld_test(index, LdReason.MODEL_SIZE, vehicle.ld, modifier, row.sz, vehicle.sz))
        elif isinstance(row, TerrainPiece):
            tests.append(_ld_test(index, LdReason.TERRAIN, vehicle.ld, TERRAIN_TEST_MODIFIER, None, vehicle.sz))
    return tuple(tests)


def take_cover_test(index: int, row: EnemyModel, vehicle: Vehicle) -> LdTest:
    """A model on Wait steps aside on an LD test with a bonus equal to the vehicle's SZ."""
    return _ld_test(index, LdReason.TAKE_COVER, row.ld, vehicle.sz, row.sz, vehicle.sz)


def _ld_test(row: int, reason: LdReason, ld: int, modifier: int, row_sz: int | None, vehicle_sz: int) -> LdTest:
    target = ld + modifier
    return LdTest(row, reason, ld, modifier, target, roll_under(target), row_sz, vehicle_sz)


def damage_to_model(index: int, row: EnemyModel, vehicle: Vehicle) -> DamageTest:
    """The rammed model takes DAM (6 + vehicle SZ) x max(1, vehicle SZ - 1), AV-0.

    AV-0 is AV damage, so the model's Impenetrability never stops it.
    """
    return DamageTest(index, Recipient.MODEL, vehicle.ram_dam, vehicle.ram_multiplier, row.ar, DamageClass.AV0,
                      wound_chance(vehicle.ram_dam, row.ar), row.impenetrable, immune=False)


def damage_to_vehicle(index: int, row: EnemyModel | TerrainPiece, vehicle: Vehicle) -> DamageTest:
    """The vehicle's damage from a collision.

    A model deals DAM (6 + its SZ) x max(1, its SZ - 1): AV-0 from a vehicle or
    a model of SZ 3+, otherwise a Natural Attack. A terrain piece deals what the
    vehicle would deal ramming itself, which is AV-0 like any ram damage.
    """
    if isinstance(row, TerrainPiece):
        dam, multiplier, damage_class = vehicle.ram_dam, vehicle.ram_multiplier, DamageClass.AV0
    else:
        dam, multiplier = 6 + row.sz, max(1, row.sz - 1)
        damage_class = DamageClass.AV0 if row.vehicle or row.sz >= 3 else DamageClass.NATURAL
    immune = vehicle.impenetrable and damage_class is DamageClass.NATURAL and dam <= IMPENETRABILITY_MAX_DAM
    p_wound = Fraction(0) if immune else wound_chance(dam, vehicle.ar)
    return DamageTest(index, Recipient.VEHICLE, dam, multiplier, vehicle.ar, damage_class, p_wound,
                      vehicle.impenetrable, immune)


def forced_stop(index: int, row: EnemyModel | TerrainPiece, vehicle: Vehicle) -> ForcedStop | None:
    """The collisions after which the vehicle stops and ends its Round, damage or not."""
    if isinstance(row, TerrainPiece):
        return ForcedStop(index, StopCause.TERRAIN)
    if row.vehicle and row.sz >= 3:
        return ForcedStop(index, StopCause.LARGE_VEHICLE)
    if row.sz >= vehicle.sz + 2:
        return ForcedStop(index, StopCause.LARGER_MODEL)
    return None


def _damage_wounds(test: DamageTest, cap: int) -> dict[int, Fraction]:
    if test.immune:
        return {k: Fraction(k == 0) for k in range(cap + 1)}
    return wound_distribution(test.dam, test.multiplier, test.ar, cap)


def evaluate(inputs: RammingInput) -> RamResult:
    """The exact distribution of one ram Action.

    The state along the path is (the vehicle's wounds so far, still moving).
    Any wound from a collision stops the vehicle at once, so every still-moving
    state carries zero wounds: the state distribution is exactly P(still moving)
    plus the wounds of the vehicles that already stopped, which is what this
    walk carries from row to row. Within one collision, the damage to the model
    and to the vehicle are independent.
    """
    vehicle = inputs.vehicle
    blocked = ineligibility(inputs)
    tests = () if blocked else driver_tests(inputs)
    allowed = Fraction(0) if blocked else prod((test.p_pass for test in tests), start=Fraction(1))
    steps: list[Step] = [*blocked, *tests]

    moving = allowed
    vehicle_wounds = [Fraction(0)] * (vehicle.w + 1)
    vehicle_wounds[0] = 1 - allowed
    total_stops = Stops()
    rows = []
    for index, row in enumerate(inputs.path):
        if isinstance(row, FriendlyModel):
            rows.append(RowOutcome(row.kind, Fraction(0), Fraction(0), Fraction(0), (Fraction(1),), Fraction(0),
                                   Stops()))
            continue
        reached = moving
        explained: list[Step] = []
        took_cover = Fraction(0)
        row_wounds: tuple[Fraction, ...] = (Fraction(1),)
        removed = Fraction(0)
        if isinstance(row, EnemyModel):
            if row.wait:
                cover = take_cover_test(index, row, vehicle)
                explained.append(cover)
                took_cover = reached * cover.p_pass
            hit = reached - took_cover
            to_model = damage_to_model(index, row, vehicle)
            explained.append(to_model)
            model_wounds = _damage_wounds(to_model, row.w)
            row_wounds = tuple((1 - hit if k == 0 else 0) + hit * model_wounds[k] for k in range(row.w + 1))
            removed = row_wounds[-1]
        else:
            hit = reached
        to_vehicle = damage_to_vehicle(index, row, vehicle)
        explained.append(to_vehicle)
        stop = forced_stop(index, row, vehicle)
        if stop is not None:
            explained.append(stop)
        if not blocked:
            steps.extend(explained)

        damage = _damage_wounds(to_vehicle, vehicle.w)
        destroyed = hit * damage[vehicle.w]
        survived_wounded = hit * sum((damage[k] for k in range(1, vehicle.w)), Fraction(0))
        unhurt = hit * damage[0]
        for k in range(1, vehicle.w + 1):
            vehicle_wounds[k] += hit * damage[k]
        if stop is not None:
            row_stops = Stops(end_of_round=survived_wounded + unhurt, destroyed=destroyed)
            vehicle_wounds[0] += unhurt
            moving = reached - hit
        else:
            row_stops = Stops(wound=survived_wounded, destroyed=destroyed)
            moving = reached - hit + unhurt
        total_stops += row_stops
        rows.append(RowOutcome(row.kind, reached, took_cover, hit, row_wounds, removed, row_stops))

    vehicle_wounds[0] += moving
    return RamResult(allowed, tuple(rows), tuple(vehicle_wounds), moving, total_stops, tuple(steps))
