"""Jungle encounters: what one encounter does to one unit under its template.

Interpretations where the rules are silent (each is applied below):

- A unit is hit by an encounter when at least one of its models is under the
  large template. Models wholly under are hit; each model partly under is hit
  on a 4+. With no model hit the encounter does nothing to the unit. How
  many of its models are hit never matters beyond that: every encounter acts
  on the unit as a whole.
- Swarm, Carnivorous Plant and Lashworm hits go to the unit however many of
  its models are hit. A Swarm allows no armour save but a ward save still
  applies (it is not armour). Plant hits are S4 (armour -1), the Lashworm S6
  (armour -3).
- Quicksand and Native Trap act on every model of each unit hit, not only on
  the models under the template (the seed: "Každý model v každé zasažené
  jednotce", every model in every unit hit). An earlier reading tested only
  the models under the template, which gave lower casualties.
- Quicksand: every model takes its unmodified armour save (Scaly Skin
  counts, it is the unit's save); a model that passes sinks and is removed
  whatever its Wounds, with no ward save, since nothing wounds it. A roll of
  1 always fails, so it never sinks. Models without an armour save escape.
- Native Trap: every model is removed on a 1, no save and no ward.
- Madcap Fungi: removes D6 models from the unit on a failed Leadership test.
  Our reading of "Jednotka se okamžitě stává Imunní vůči psychologii" (the
  unit at once becomes Immune to Psychology): every (non-Lizardmen) unit hit
  becomes Immune, whether it passed or failed the test, so its losses cause
  no panic test at the end of the phase.
- Native Curse and Madcap Fungi do not affect Lizardmen.
- Wounds become models removed as in shooting: floor(wounds / Wounds).
  Casualties never exceed the unit's models.
- A unit losing 25% or more of its models (casualties * 4 >= models) takes a
  Panic test (2D6 <= Ld) at the end of the phase, unless it was wiped out or
  is Immune to Psychology. Cold-Blooded and other army rules are not in the
  jungle rules and are not modelled: every test is 2D6 against Leadership.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

import icepool

from companion.model.fields import check_fields, flag, nested, optional_choice, whole
from companion.model.lustria.rolls import (
    MAX_CHARACTERISTIC,
    TWO_D6,
    ArmourSave,
    LeadershipTest,
    ToWound,
    WardSave,
    armour_save,
    binomial,
    leadership_test,
    models_removed,
    saving_throw,
    to_wound,
    ward_save,
)
from companion.model.probability import die_distribution, expectation, mix

TEMPLATE_PARTLY_HIT = 4
"""A model partly under a template is hit on this D6 score or more."""


class Encounter(StrEnum):
    NATIVE_CURSE = "native_curse"
    MADCAP_FUNGI = "madcap_fungi"
    SWARM = "swarm"
    ALL_IS_WELL = "all_is_well"
    CARNIVOROUS_PLANT = "carnivorous_plant"
    LASHWORM = "lashworm"
    QUICKSAND = "quicksand"
    NATIVE_TRAP = "native_trap"


@dataclass(frozen=True)
class EncounterSpec:
    encounter: Encounter
    totals: tuple[int, ...]


ENCOUNTER_TABLE: tuple[EncounterSpec, ...] = (
    EncounterSpec(Encounter.NATIVE_CURSE, (2, 3)),
    EncounterSpec(Encounter.MADCAP_FUNGI, (4,)),
    EncounterSpec(Encounter.SWARM, (5,)),
    EncounterSpec(Encounter.ALL_IS_WELL, (6,)),
    EncounterSpec(Encounter.CARNIVOROUS_PLANT, (7, 8)),
    EncounterSpec(Encounter.LASHWORM, (9,)),
    EncounterSpec(Encounter.QUICKSAND, (10, 11)),
    EncounterSpec(Encounter.NATIVE_TRAP, (12,)),
)


def encounter_for_total(total: int) -> Encounter:
    return next(spec.encounter for spec in ENCOUNTER_TABLE if total in spec.totals)


def encounter_table_distribution() -> dict[Encounter, Fraction]:
    return {spec.encounter: sum((TWO_D6[t] for t in spec.totals), Fraction(0)) for spec in ENCOUNTER_TABLE}


class Terrain(StrEnum):
    JUNGLE = "jungle"
    OTHER = "other_terrain"


TERRAIN_COSTS: Mapping[Terrain, int] = {Terrain.JUNGLE: 1, Terrain.OTHER: 2}
"""Encounter points paid to start an encounter in a terrain piece."""
REMOVE_ELSEWHERE_EXTRA_COST = 1
"""All is Well may remove an encounter on any terrain for one more point."""
ENCOUNTER_POINTS = die_distribution(icepool.d6 + 6)
"""Each player's encounter points for the battle: D6+6, rolled once."""


class HitDice(StrEnum):
    D6 = "d6"
    D3 = "d3"
    ONE = "one"


HIT_COUNTS: Mapping[HitDice, Mapping[int, Fraction]] = {
    HitDice.D6: die_distribution(icepool.d6),
    HitDice.D3: die_distribution(icepool.d3),
    HitDice.ONE: {1: Fraction(1)},
}


@dataclass(frozen=True)
class AttackSpec:
    hits: HitDice
    strength: int
    armour_save_allowed: bool


ATTACKS: Mapping[Encounter, AttackSpec] = {
    Encounter.SWARM: AttackSpec(HitDice.D6, 2, False),
    Encounter.CARNIVOROUS_PLANT: AttackSpec(HitDice.D3, 4, True),
    Encounter.LASHWORM: AttackSpec(HitDice.ONE, 6, True),
}


class Removal(StrEnum):
    QUICKSAND = "quicksand"
    NATIVE_TRAP = "native_trap"


@dataclass(frozen=True)
class Unit:
    """The unit an encounter may catch.

    `under_template` models are wholly under the template, `partly_under`
    more are partly under it (each hit on a 4+). `save` and `ward` are 2..6
    or None; `save` includes Scaly Skin.
    """

    models: int = whole(1, 100, start=20)
    under_template: int = whole(0, lambda unit: unit.models, start=8)
    partly_under: int = whole(0, lambda unit: unit.models - unit.under_template, default=0)
    toughness: int = whole(1, MAX_CHARACTERISTIC, start=3)
    wounds: int = whole(1, MAX_CHARACTERISTIC, default=1)
    save: int | None = saving_throw(start=5)
    ward: int | None = saving_throw()
    leadership: int = whole(2, 10, default=7)
    lizardmen: bool = flag()

    def __post_init__(self):
        check_fields(self, "unit")

    @property
    def panic_threshold(self) -> int:
        """The fewest casualties that are 25% of the unit: ceil(models / 4)."""
        return -(-self.models // 4)


@dataclass(frozen=True)
class EncounterInput:
    """`encounter` None means a random encounter rolled on 2D6."""

    encounter: Encounter | None = optional_choice(Encounter, start=Encounter.SWARM)
    unit: Unit = nested(Unit, start=Unit())

    def __post_init__(self):
        check_fields(self)


class NotAffected(StrEnum):
    """Why an encounter that catches the unit still does nothing to it."""

    LIZARDMEN = "lizardmen"
    NO_ARMOUR_SAVE = "no_armour_save"
    NOTHING_HAPPENS = "nothing_happens"


@dataclass(frozen=True)
class AttackBreakdown:
    """Hits an encounter deals to the unit, and the chance one becomes an
    unsaved wound."""

    hits: HitDice
    expected_hits: Fraction
    to_wound: ToWound
    armour: ArmourSave
    ward: WardSave
    unsaved_per_hit: Fraction


@dataclass(frozen=True)
class RemovalBreakdown:
    """Models removed one by one: every model of the unit hit (not only those
    under the template) rolls a D6 and is removed on any score in
    `removed_on`; `per_model` is that chance for one model."""

    kind: Removal
    removed_on: tuple[int, ...]
    per_model: Fraction


@dataclass(frozen=True)
class EncounterOdds:
    """One encounter against the unit (`encounter` None: the 2D6 mixture).

    `leadership` is the test the encounter itself forces (Native Curse's
    Panic test, Madcap Fungi's Leadership test). `panic_test` is P(the unit
    takes a Panic test: Native Curse, or 25% casualties), `panic_fail`
    P(it takes one and fails it), `leadership_fail` P(it fails the Fungi
    test), `immune_to_psychology` P(Fungi make it Immune to Psychology).
    """

    encounter: Encounter | None
    unit_hit: Fraction
    not_affected: NotAffected | None
    attack: AttackBreakdown | None
    removal: RemovalBreakdown | None
    leadership: LeadershipTest | None
    wounds: Mapping[int, Fraction]
    casualties: Mapping[int, Fraction]
    expected_wounds: Fraction
    expected_casualties: Fraction
    at_least_one_casualty: Fraction
    leadership_fail: Fraction
    immune_to_psychology: Fraction
    panic_test: Fraction
    panic_fail: Fraction


@dataclass(frozen=True)
class EncounterResult:
    """`selected` is the chosen encounter or, for `encounter` None, the same
    object as `random`. `ranking` orders the encounter types by expected
    casualties (ties in table order); `most_damaging` is its first entry, or
    None when no encounter can remove a model. Expected casualties per point
    are for a random encounter, since the points are paid before the roll."""

    input: EncounterInput
    selected: EncounterOdds
    by_type: tuple[EncounterOdds, ...]
    random: EncounterOdds
    table: Mapping[Encounter, Fraction]
    ranking: tuple[Encounter, ...]
    most_damaging: Encounter | None
    expected_casualties: Fraction
    expected_casualties_per_point: Mapping[Terrain, Fraction]
    panic_threshold: int
    casualty_panic: LeadershipTest
    encounter_points: Mapping[int, Fraction]
    terrain_costs: Mapping[Terrain, int]


def p_unit_hit(unit: Unit) -> Fraction:
    if unit.under_template > 0:
        return Fraction(1)
    return 1 - Fraction(1, 2) ** unit.partly_under


def _panic_from_casualties(unit: Unit, casualties: Mapping[int, Fraction]) -> Fraction:
    return sum((p for c, p in casualties.items() if unit.panic_threshold <= c < unit.models), Fraction(0))


NO_LOSS = {0: Fraction(1)}


def _odds(
    encounter: Encounter,
    unit: Unit,
    *,
    hit: Fraction,
    wounds: Mapping[int, Fraction] = NO_LOSS,
    casualties: Mapping[int, Fraction] = NO_LOSS,
    not_affected: NotAffected | None = None,
    attack: AttackBreakdown | None = None,
    removal: RemovalBreakdown | None = None,
    leadership: LeadershipTest | None = None,
    leadership_fail: Fraction = Fraction(0),
    immune: Fraction = Fraction(0),
    panic_test: Fraction | None = None,
) -> EncounterOdds:
    """Complete an encounter's odds; `panic_test` defaults to the 25% rule."""
    if panic_test is None:
        panic_test = _panic_from_casualties(unit, casualties)
    return EncounterOdds(
        encounter=encounter,
        unit_hit=hit,
        not_affected=not_affected,
        attack=attack,
        removal=removal,
        leadership=leadership,
        wounds=wounds,
        casualties=casualties,
        expected_wounds=expectation(wounds),
        expected_casualties=expectation(casualties),
        at_least_one_casualty=1 - casualties.get(0, Fraction(0)),
        leadership_fail=leadership_fail,
        immune_to_psychology=immune,
        panic_test=panic_test,
        panic_fail=panic_test * leadership_test(unit.leadership).p_fail,
    )


def _if_hit(hit: Fraction, distribution: Mapping[int, Fraction]) -> dict[int, Fraction]:
    return dict(sorted(mix(((hit, distribution), (1 - hit, NO_LOSS))).items()))


def _attack_odds(encounter: Encounter, unit: Unit, hit: Fraction) -> EncounterOdds:
    spec = ATTACKS[encounter]
    wound = to_wound(spec.strength, unit.toughness)
    armour = armour_save(unit.save, spec.strength, False, allowed=spec.armour_save_allowed)
    ward = ward_save(unit.ward)
    per_hit = wound.probability * (1 - armour.probability) * (1 - ward.probability)
    counts = HIT_COUNTS[spec.hits]
    wounds = _if_hit(hit, mix((p, binomial(n, per_hit)) for n, p in counts.items()))
    breakdown = AttackBreakdown(spec.hits, expectation(counts), wound, armour, ward, per_hit)
    casualties = models_removed(wounds, unit.wounds, unit.models)
    return _odds(encounter, unit, hit=hit, wounds=wounds, casualties=casualties, attack=breakdown)


def _removal_odds(encounter: Encounter, unit: Unit, hit: Fraction) -> EncounterOdds:
    if encounter is Encounter.QUICKSAND:
        if unit.save is None:
            return _odds(encounter, unit, hit=hit, not_affected=NotAffected.NO_ARMOUR_SAVE)
        kind, removed_on = Removal.QUICKSAND, tuple(range(unit.save, 7))
    else:
        kind, removed_on = Removal.NATIVE_TRAP, (1,)
    per_model = Fraction(len(removed_on), 6)
    casualties = _if_hit(hit, binomial(unit.models, per_model))
    breakdown = RemovalBreakdown(kind, removed_on, per_model)
    return _odds(encounter, unit, hit=hit, casualties=casualties, removal=breakdown)


def encounter_odds(encounter: Encounter, unit: Unit) -> EncounterOdds:
    hit = p_unit_hit(unit)
    if encounter in ATTACKS:
        return _attack_odds(encounter, unit, hit)
    if encounter in (Encounter.QUICKSAND, Encounter.NATIVE_TRAP):
        return _removal_odds(encounter, unit, hit)
    if encounter is Encounter.ALL_IS_WELL:
        return _odds(encounter, unit, hit=hit, not_affected=NotAffected.NOTHING_HAPPENS)
    if unit.lizardmen:
        return _odds(encounter, unit, hit=hit, not_affected=NotAffected.LIZARDMEN)
    test = leadership_test(unit.leadership)
    if encounter is Encounter.NATIVE_CURSE:
        return _odds(encounter, unit, hit=hit, leadership=test, panic_test=hit)
    removed = models_removed(HIT_COUNTS[HitDice.D6], 1, unit.models)
    on_fail = dict(sorted(mix(((test.p_fail, removed), (test.p_pass, NO_LOSS))).items()))
    return _odds(
        encounter,
        unit,
        hit=hit,
        casualties=_if_hit(hit, on_fail),
        leadership=test,
        leadership_fail=hit * test.p_fail,
        immune=hit,
        panic_test=Fraction(0),
    )


def _mixture(unit: Unit, table: Mapping[Encounter, Fraction],
             by_type: tuple[tuple[Encounter, EncounterOdds], ...]) -> EncounterOdds:
    weighted = tuple((table[encounter], odds) for encounter, odds in by_type)

    def average(name: str) -> Fraction:
        return sum((w * getattr(odds, name) for w, odds in weighted), Fraction(0))

    wounds = dict(sorted(mix((w, odds.wounds) for w, odds in weighted).items()))
    casualties = dict(sorted(mix((w, odds.casualties) for w, odds in weighted).items()))
    return EncounterOdds(
        encounter=None,
        unit_hit=p_unit_hit(unit),
        not_affected=None,
        attack=None,
        removal=None,
        leadership=None,
        wounds=wounds,
        casualties=casualties,
        expected_wounds=expectation(wounds),
        expected_casualties=expectation(casualties),
        at_least_one_casualty=1 - casualties.get(0, Fraction(0)),
        leadership_fail=average("leadership_fail"),
        immune_to_psychology=average("immune_to_psychology"),
        panic_test=average("panic_test"),
        panic_fail=average("panic_fail"),
    )


def evaluate(encounter_input: EncounterInput) -> EncounterResult:
    unit = encounter_input.unit
    table = encounter_table_distribution()
    typed = tuple((spec.encounter, encounter_odds(spec.encounter, unit)) for spec in ENCOUNTER_TABLE)
    by_type = tuple(odds for _, odds in typed)
    random = _mixture(unit, table, typed)
    selected = random
    if encounter_input.encounter is not None:
        selected = next(odds for odds in by_type if odds.encounter is encounter_input.encounter)
    order = sorted(range(len(by_type)), key=lambda i: (-by_type[i].expected_casualties, i))
    ranking = tuple(typed[i][0] for i in order)
    worst = by_type[order[0]]
    return EncounterResult(
        input=encounter_input,
        selected=selected,
        by_type=by_type,
        random=random,
        table=table,
        ranking=ranking,
        most_damaging=worst.encounter if worst.expected_casualties > 0 else None,
        expected_casualties=selected.expected_casualties,
        expected_casualties_per_point={
            terrain: random.expected_casualties / cost for terrain, cost in TERRAIN_COSTS.items()
        },
        panic_threshold=unit.panic_threshold,
        casualty_panic=leadership_test(unit.leadership),
        encounter_points=ENCOUNTER_POINTS,
        terrain_costs=TERRAIN_COSTS,
    )
