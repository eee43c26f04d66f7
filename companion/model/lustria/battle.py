"""A jungle battle's encounters: the points, the terrain pieces and what stays on them.

The rules the tracker beside the encounter calculator follows (seed:
"Překvapení z džungle"):

- Before the battle D6+6 is rolled once; each player gets that many points.
- Every player turn has an Encounters phase. At its start every encounter
  already on the table is checked again against units of both players in
  range ("zkontrolujte všechny existující Encounters, jestli se nějaká
  jednotka (platí pro oba hráče) nenachází v dosahu"): encounters stay on
  their terrain piece.
- Then the active player may start encounters, paying the piece's cost
  (jungle 1, anything else 2); a piece takes one new encounter per phase
  ("V jedné fázi je možné seslat překvapení na jeden terén jen jednou").
- All is Well removes one encounter already in play from its own piece for
  nothing, or from any other piece for one more point.

Choices where the rules are silent:

- The players alternate: each Encounters phase belongs to the other player
  than the one before; the active player pays for what is started in it.
- An All is Well stays marked like any encounter (it holds its piece's one
  encounter of the phase) but does nothing when checked again, so it is not
  in the list of re-checks. Its removal may be used once, in the phase it was
  rolled, on an encounter placed in an earlier phase or this one.
- An encounter started in this phase may be taken back (a mistake at the
  table): its points are refunded and the piece is free again. An All is Well
  whose removal was used cannot be taken back.
- Quicksand that overlaps quicksand counts once (the seed: "se berou jako by
  tam bylo toto překvapení jen jednou"): a re-check says when a piece holds
  more than one.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import LIST_OF_ENTRIES, ONE_OF, TRUE_OR_FALSE, as_list, as_object, check_int, join
from companion.model.lustria.encounters import (
    ENCOUNTER_POINTS,
    REMOVE_ELSEWHERE_EXTRA_COST,
    TERRAIN_COSTS,
    Encounter,
    Terrain,
)

PLAYERS = (0, 1)
MAX_PIECES = 40
MAX_ENCOUNTERS_PER_PIECE = 40
MAX_NAME = 60
MAX_PHASE = 999
MOST_POINTS = max(ENCOUNTER_POINTS)


class Refusal(StrEnum):
    """Why the tracker cannot do what was asked."""

    POINTS_NOT_ROLLED = "points_not_rolled"
    NOT_ENOUGH_POINTS = "not_enough_points"
    PIECE_TOOK_ONE = "piece_took_one"
    TOO_MANY = "too_many"
    NOT_THIS_PHASE = "not_this_phase"
    REMOVAL_USED = "removal_used"
    NO_ALL_IS_WELL = "no_all_is_well"
    PIECE_HAS_ENCOUNTERS = "piece_has_encounters"


class BattleError(ValueError):
    """An action the rules refuse; the GUI never asks for one (its button is off, with the reason)."""

    def __init__(self, refusal: Refusal):
        self.refusal = refusal
        super().__init__(refusal.value)


@dataclass(frozen=True)
class PlacedEncounter:
    """An encounter on a terrain piece: who started it and in which Encounters phase.

    ``removal_used``: for an All is Well, whether its removal has been used.
    """

    encounter: Encounter
    player: int
    phase: int
    removal_used: bool = False


@dataclass(frozen=True)
class TerrainPiece:
    name: str
    kind: Terrain
    encounters: tuple[PlacedEncounter, ...] = ()

    @property
    def cost(self) -> int:
        return TERRAIN_COSTS[self.kind]

    def took_one_in(self, phase: int) -> bool:
        return any(placed.phase == phase for placed in self.encounters)


@dataclass(frozen=True)
class Recheck:
    """An encounter to check again at the start of the phase against units of both players in range.

    ``overlapping`` is set for a Quicksand on a piece holding more than one: a unit caught by several
    counts them once.
    """

    piece: int
    index: int
    name: str
    encounter: Encounter
    player: int
    overlapping: bool


@dataclass(frozen=True)
class Removal:
    """How an All is Well of this phase may remove an encounter: the All is Well's place and the cost."""

    piece: int
    index: int
    player: int
    cost: int


@dataclass(frozen=True)
class Battle:
    """The whole tracker. ``points`` is each player's D6+6 (None: not rolled yet), ``phase`` the number
    of the current Encounters phase (1 for the first) and ``active`` the player whose phase it is."""

    points: int | None = None
    spent: tuple[int, int] = (0, 0)
    phase: int = 1
    active: int = 0
    pieces: tuple[TerrainPiece, ...] = ()

    # --- points ---

    def left(self, player: int) -> int | None:
        return None if self.points is None else self.points - self.spent[player]

    def with_points(self, points: int | None) -> "Battle":
        return replace(self, points=points)

    def with_spent(self, player: int, spent: int) -> "Battle":
        values = list(self.spent)
        values[player] = spent
        return replace(self, spent=(values[0], values[1]))

    def _pay(self, player: int, cost: int) -> "Battle":
        return self.with_spent(player, self.spent[player] + cost)

    def _afford(self, player: int, cost: int) -> Refusal | None:
        left = self.left(player)
        if left is None:
            return Refusal.POINTS_NOT_ROLLED
        return Refusal.NOT_ENOUGH_POINTS if left < cost else None

    # --- phases ---

    def with_active(self, player: int) -> "Battle":
        return replace(self, active=player)

    def next_phase(self) -> "Battle":
        """The next player's Encounters phase."""
        return replace(self, phase=min(self.phase + 1, MAX_PHASE), active=1 - self.active)

    def rechecks(self) -> tuple[Recheck, ...]:
        """What to check again at the start of this phase: every encounter placed before it, in
        table order, except All is Well, which does nothing."""
        found = []
        for p, piece in enumerate(self.pieces):
            quicksands = sum(placed.encounter is Encounter.QUICKSAND for placed in piece.encounters)
            for i, placed in enumerate(piece.encounters):
                if placed.phase < self.phase and placed.encounter is not Encounter.ALL_IS_WELL:
                    overlapping = placed.encounter is Encounter.QUICKSAND and quicksands > 1
                    found.append(Recheck(p, i, piece.name, placed.encounter, placed.player, overlapping))
        return tuple(found)

    # --- terrain pieces ---

    def add_piece(self, name: str, kind: Terrain) -> "Battle":
        if len(self.pieces) >= MAX_PIECES:
            raise BattleError(Refusal.TOO_MANY)
        return replace(self, pieces=(*self.pieces, TerrainPiece(_check_name(name, "name"), kind)))

    def remove_piece_refusal(self, piece: int) -> Refusal | None:
        return Refusal.PIECE_HAS_ENCOUNTERS if self.pieces[piece].encounters else None

    def remove_piece(self, piece: int) -> "Battle":
        _refuse(self.remove_piece_refusal(piece))
        return replace(self, pieces=self.pieces[:piece] + self.pieces[piece + 1:])

    def _with_piece(self, index: int, piece: TerrainPiece) -> "Battle":
        return replace(self, pieces=self.pieces[:index] + (piece,) + self.pieces[index + 1:])

    # --- starting an encounter ---

    def place_refusal(self, piece: int) -> Refusal | None:
        """Why the active player cannot start an encounter on this piece now, or None."""
        target = self.pieces[piece]
        if target.took_one_in(self.phase):
            return Refusal.PIECE_TOOK_ONE
        if len(target.encounters) >= MAX_ENCOUNTERS_PER_PIECE:
            return Refusal.TOO_MANY
        return self._afford(self.active, target.cost)

    def place(self, piece: int, encounter: Encounter) -> "Battle":
        """The active player pays the piece's cost and marks the encounter rolled there."""
        _refuse(self.place_refusal(piece))
        target = self.pieces[piece]
        placed = PlacedEncounter(encounter, self.active, self.phase)
        paid = self._pay(self.active, target.cost)
        return paid._with_piece(piece, replace(target, encounters=(*target.encounters, placed)))

    def take_back_refusal(self, piece: int, index: int) -> Refusal | None:
        placed = self.pieces[piece].encounters[index]
        if placed.phase != self.phase:
            return Refusal.NOT_THIS_PHASE
        return Refusal.REMOVAL_USED if placed.removal_used else None

    def take_back(self, piece: int, index: int) -> "Battle":
        """Undo a mistake of this phase: the encounter goes, its points come back."""
        _refuse(self.take_back_refusal(piece, index))
        target = self.pieces[piece]
        placed = target.encounters[index]
        refunded = self.with_spent(placed.player, max(0, self.spent[placed.player] - target.cost))
        return refunded._with_piece(piece, replace(target, encounters=_without(target.encounters, index)))

    # --- All is Well ---

    def removal(self, piece: int, index: int) -> Removal | None:
        """The cheapest unused All is Well of this phase that may remove this encounter, or None.

        Its own piece costs nothing, another piece REMOVE_ELSEWHERE_EXTRA_COST, paid by the player who
        rolled the All is Well."""
        offers = []
        for p, holder in enumerate(self.pieces):
            for i, placed in enumerate(holder.encounters):
                if (placed.encounter is Encounter.ALL_IS_WELL and placed.phase == self.phase
                        and not placed.removal_used and (p, i) != (piece, index)):
                    cost = 0 if p == piece else REMOVE_ELSEWHERE_EXTRA_COST
                    offers.append(Removal(p, i, placed.player, cost))
        return min(offers, key=lambda offer: offer.cost, default=None)

    def remove_refusal(self, piece: int, index: int) -> Refusal | None:
        offer = self.removal(piece, index)
        if offer is None:
            return Refusal.NO_ALL_IS_WELL
        return self._afford(offer.player, offer.cost) if offer.cost else None

    def remove(self, piece: int, index: int) -> "Battle":
        """All is Well removes the encounter; the All is Well's removal is used."""
        _refuse(self.remove_refusal(piece, index))
        offer = self.removal(piece, index)
        assert offer is not None  # remove_refusal refuses a removal that is not on offer
        holder = self.pieces[offer.piece]
        used = list(holder.encounters)
        used[offer.index] = replace(used[offer.index], removal_used=True)
        battle = self._pay(offer.player, offer.cost)._with_piece(offer.piece, replace(holder, encounters=tuple(used)))
        target = battle.pieces[piece]
        return battle._with_piece(piece, replace(target, encounters=_without(target.encounters, index)))


def _without(encounters: tuple[PlacedEncounter, ...], index: int) -> tuple[PlacedEncounter, ...]:
    return encounters[:index] + encounters[index + 1:]


def _refuse(refusal: Refusal | None) -> None:
    if refusal is not None:
        raise BattleError(refusal)


def _check_name(name: object, field: str) -> str:
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a name of {0} to {1} characters"), name,
                         args=(1, MAX_NAME))
    return name.strip()


# --- stored form: what the tracker remembers between runs (JSON) ---


def battle_to_json(battle: Battle) -> dict[str, Any]:
    return {
        "points": battle.points,
        "spent": list(battle.spent),
        "phase": battle.phase,
        "active": battle.active,
        "pieces": [
            {
                "name": piece.name,
                "kind": piece.kind.value,
                "encounters": [
                    {"encounter": placed.encounter.value, "player": placed.player, "phase": placed.phase,
                     "removal_used": placed.removal_used}
                    for placed in piece.encounters
                ],
            }
            for piece in battle.pieces
        ],
    }


def _spent(values: Sequence[Any]) -> tuple[int, int]:
    """What each player has spent, from a list ``as_list`` has checked holds one number per player."""
    first, second = (check_int(value, join("spent", i), 0, MOST_POINTS) for i, value in enumerate(values))
    return first, second


def _choice(value: object, field: str, enum: type[StrEnum]) -> Any:
    try:
        if not isinstance(value, str):
            raise ValueError(value)
        return enum(value)
    except ValueError:
        raise InputError(field, ONE_OF, value, args=(", ".join(enum),)) from None


def _flag(value: object, field: str) -> bool:
    if not isinstance(value, bool):
        raise InputError(field, TRUE_OR_FALSE, value)
    return value


def _placed(data: Mapping[str, Any], field: str, phase: int) -> PlacedEncounter:
    return PlacedEncounter(
        _choice(data.get("encounter"), join(field, "encounter"), Encounter),
        check_int(data.get("player"), join(field, "player"), 0, len(PLAYERS) - 1),
        check_int(data.get("phase"), join(field, "phase"), 0, phase),
        _flag(data.get("removal_used", False), join(field, "removal_used")),
    )


def battle_from_json(data: object) -> Battle:
    """The stored tracker; an InputError names what is damaged. The first format (a flat list of
    "marked" encounters) is read too: its encounters go on pieces named as they were, placed before
    the current phase."""
    obj = as_object(data, "tracker")
    if "marked" in obj:
        return _first_format(obj)
    phase = check_int(obj.get("phase"), "phase", 1, MAX_PHASE)
    points = obj.get("points")
    spent = as_list(obj.get("spent"), "spent", min_len=len(PLAYERS), max_len=len(PLAYERS))
    pieces = []
    for p, item in enumerate(as_list(obj.get("pieces"), "pieces", max_len=MAX_PIECES)):
        field = join("pieces", p)
        piece = as_object(item, field)
        listed = as_list(piece.get("encounters"), join(field, "encounters"), max_len=MAX_ENCOUNTERS_PER_PIECE)
        pieces.append(TerrainPiece(
            _check_name(piece.get("name"), join(field, "name")),
            _choice(piece.get("kind"), join(field, "kind"), Terrain),
            tuple(_placed(as_object(e, join(join(field, "encounters"), i)), join(join(field, "encounters"), i), phase)
                  for i, e in enumerate(listed)),
        ))
    return Battle(
        points=None if points is None else check_int(points, "points", min(ENCOUNTER_POINTS), MOST_POINTS),
        spent=_spent(spent),
        phase=phase,
        active=check_int(obj.get("active"), "active", 0, len(PLAYERS) - 1),
        pieces=tuple(pieces),
    )


NOT_ROLLED_BEFORE = min(ENCOUNTER_POINTS) - 1
"""The first format stored "not rolled" as this number."""


def _first_format(obj: Mapping[str, Any]) -> Battle:
    points = check_int(obj.get("points"), "points", NOT_ROLLED_BEFORE, MOST_POINTS)
    spent = as_list(obj.get("spent"), "spent", min_len=len(PLAYERS), max_len=len(PLAYERS))
    pieces: dict[tuple[str, Terrain], list[PlacedEncounter]] = {}
    for i, item in enumerate(as_list(obj.get("marked"), "marked", max_len=MAX_PIECES * MAX_ENCOUNTERS_PER_PIECE)):
        field = join("marked", i)
        mark = as_object(item, field)
        key = (_check_name(mark.get("terrain"), join(field, "terrain")),
               _choice(mark.get("kind"), join(field, "kind"), Terrain))
        placed = PlacedEncounter(_choice(mark.get("encounter"), join(field, "encounter"), Encounter),
                                 check_int(mark.get("player"), join(field, "player"), 0, len(PLAYERS) - 1), 0)
        pieces.setdefault(key, []).append(placed)
    if len(pieces) > MAX_PIECES:
        raise InputError("marked", LIST_OF_ENTRIES, len(pieces), args=(0, MAX_PIECES))
    return Battle(
        points=None if points == NOT_ROLLED_BEFORE else points,
        spent=_spent(spent),
        pieces=tuple(TerrainPiece(name, kind, tuple(placed)) for (name, kind), placed in pieces.items()),
    )
