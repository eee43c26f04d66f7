"""Hostile environments of the UWZ house rules: the Radioactive Zone and the Tunnel.

A unit in the Radioactive Zone is two groups of models: the clean ones and the
contaminated ones (a Contamination marker each, never more than one). The seed:
"Se in una Unità sono presenti sia modelli Contaminati che non, il check
Ambientale all'Attivazione è comunque dovuto, ma in caso di fallimento solo i
modelli non Contaminati ricevono il segnalino" — a unit with any clean model
still rolls its Environmental check on activation, and a failure marks only the
clean models. "I modelli dotati delle abilità Medic, Necromancy o Technomancy
possono [...] rimuovere un segnalino Contaminazione invece di un segnalino
Ferita": ``remove_contamination_marker`` makes one contaminated model clean.

Interpretations where the rules are silent:

- "Contaminated models stop testing" means they no longer roll the unit's
  Environmental check on activation (they already carry the one Contamination
  marker a model may have). They still suffer every effect of the table, one
  turn early, including the ATS 15 wound test from their sixth turn.
- ``turn`` is the game Turn; a para-deployed unit counts its zone turns from
  its landing Turn (``landing_turn``, 1 for units deployed normally), so zone
  turn = turn - landing_turn + 1. Before landing a unit is not in play.
- The wound figures cover one activation, with the markers the models carry as
  the unit activates: each model rolls the ATS 15 risk once when its group faces
  it, and a failure (a roll of 16-20, 5/20) is one wound. ``wounds`` is the
  wounds each model has left, so only 1-wound models can be removed.
- A model freed of its marker by a Medic, Necromancy or Technomancy model is a
  clean model again: it suffers the current turn's effects and rolls the check
  with the unit (it may be contaminated again).
"""

from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import check_fields, whole
from companion.model.warzone.d20 import binomial, roll_under

RISK_ATS = 15


class RadiationEffect(StrEnum):
    COMBAT_FATIGUE = "combat_fatigue"
    REDUCED_MORALE = "reduced_morale"
    REDUCED_MOVEMENT = "reduced_movement"
    FATIGUE = "fatigue"
    EXHAUSTION = "exhaustion"
    EXPOSURE = "exposure"
    RISK_TEST = "risk_test"  # every model of an activating unit tests ATS ``value``; a failure is one wound


@dataclass(frozen=True)
class ZoneEffect:
    """One row of the adverse-effects table: active from zone turn ``from_turn`` on.

    ``value`` is the modifier (-2, -1) or, for the risk test, the ATS; None for
    the effects that are named core-rules Automatic Limitations.
    """

    effect: RadiationEffect
    from_turn: int
    value: int | None = None


RADIOACTIVE_TABLE: tuple[ZoneEffect, ...] = (
    ZoneEffect(RadiationEffect.COMBAT_FATIGUE, 1, -2),
    ZoneEffect(RadiationEffect.REDUCED_MORALE, 2, -2),
    ZoneEffect(RadiationEffect.REDUCED_MOVEMENT, 3, -1),
    ZoneEffect(RadiationEffect.FATIGUE, 4),
    ZoneEffect(RadiationEffect.EXHAUSTION, 5),
    ZoneEffect(RadiationEffect.EXPOSURE, 6),
    ZoneEffect(RadiationEffect.RISK_TEST, 7, RISK_ATS),
)
RISK_TURN = 7


@dataclass(frozen=True)
class RadioactiveInput:
    """One unit: ``models`` in all, ``contaminated_models`` of them carrying a marker."""

    turn: int = whole(1, 99, start=1)
    landing_turn: int = whole(1, lambda zone: zone.turn, default=1)
    models: int = whole(1, 50, default=5)
    contaminated_models: int = whole(0, lambda unit: unit.models, default=0)
    wounds: int = whole(1, 20, default=1)

    def __post_init__(self) -> None:
        check_fields(self)

    @property
    def clean_models(self) -> int:
        return self.models - self.contaminated_models


def remove_contamination_marker(inputs: RadioactiveInput) -> RadioactiveInput:
    """A Medic, Necromancy or Technomancy model uses its ability on a contaminated
    model to remove its Contamination marker instead of a wound marker."""
    if inputs.contaminated_models == 0:
        raise InputError("contaminated_models",
                         QT_TRANSLATE_NOOP("InputError", "at least 1 to remove a Contamination token"), 0)
    return replace(inputs, contaminated_models=inputs.contaminated_models - 1)


@dataclass(frozen=True)
class GroupStatus:
    """What one group of the unit's models suffers this turn: ``effective_turn`` is
    the zone turn for the clean models, one more for the contaminated ones."""

    contaminated: bool
    models: int
    effective_turn: int
    effects: tuple[ZoneEffect, ...]

    @property
    def risk_test(self) -> bool:
        return self.effective_turn >= RISK_TURN


@dataclass(frozen=True)
class ZoneStatus:
    """What a unit suffers this turn, group by group.

    ``zone_turn`` counts from the unit's landing. The unit rolls the
    Environmental check on activation while it has a clean model
    (``activation_check``), and a failure marks its clean models only
    (``marked_on_failure``). ``lead`` is the group furthest into the table: the
    contaminated models when there are any, else the clean ones.
    """

    zone_turn: int
    clean: GroupStatus
    contaminated: GroupStatus

    @property
    def activation_check(self) -> bool:
        return self.clean.models > 0

    @property
    def marked_on_failure(self) -> int:
        return self.clean.models

    @property
    def lead(self) -> GroupStatus:
        return self.contaminated if self.contaminated.models else self.clean


def _group(contaminated: bool, models: int, zone_turn: int) -> GroupStatus:
    effective = zone_turn + (1 if contaminated else 0)
    effects = tuple(row for row in RADIOACTIVE_TABLE if row.from_turn <= effective)
    return GroupStatus(contaminated, models, effective, effects)


def radioactive_status(inputs: RadioactiveInput) -> ZoneStatus:
    """The cumulative effects of the Radioactive Zone for a unit in game Turn ``inputs.turn``."""
    zone_turn = inputs.turn - inputs.landing_turn + 1
    return ZoneStatus(zone_turn, _group(False, inputs.clean_models, zone_turn),
                      _group(True, inputs.contaminated_models, zone_turn))


def risk_fail(group: GroupStatus) -> Fraction:
    """One model's P(failing the ATS risk test this activation): 0 before its group faces it."""
    return 1 - roll_under(RISK_ATS) if group.risk_test else Fraction(0)


@dataclass(frozen=True)
class RadioactiveResult:
    """``unit_wounds[k]`` = P(the unit takes k wounds this activation), k = 0..models;
    ``removed[k]`` = P(k models removed). ``p_fail`` is a model's P(failing the risk
    test) in the lead group, ``p_fail_clean`` and ``p_fail_contaminated`` in each
    group (0 before that group faces the test)."""

    status: ZoneStatus
    p_fail_clean: Fraction
    p_fail_contaminated: Fraction
    unit_wounds: tuple[Fraction, ...]
    removed: tuple[Fraction, ...]

    @property
    def p_fail(self) -> Fraction:
        return self.p_fail_contaminated if self.status.lead.contaminated else self.p_fail_clean

    @property
    def expected_wounds(self) -> Fraction:
        return sum((k * p for k, p in enumerate(self.unit_wounds)), Fraction(0))

    @property
    def expected_removed(self) -> Fraction:
        return sum((k * p for k, p in enumerate(self.removed)), Fraction(0))


def evaluate(inputs: RadioactiveInput) -> RadioactiveResult:
    status = radioactive_status(inputs)
    p_clean, p_contaminated = risk_fail(status.clean), risk_fail(status.contaminated)
    wounds = [Fraction(0)] * (inputs.models + 1)
    for clean_hits, p in binomial(status.clean.models, p_clean).items():
        for contaminated_hits, q in binomial(status.contaminated.models, p_contaminated).items():
            wounds[clean_hits + contaminated_hits] += p * q
    unit_wounds = tuple(wounds)
    if inputs.wounds == 1:
        removed = unit_wounds
    else:
        removed = (Fraction(1),) + (Fraction(0),) * inputs.models
    return RadioactiveResult(status, p_clean, p_contaminated, unit_wounds, removed)


# --- Tunnel -------------------------------------------------------------------------


class TunnelRule(StrEnum):
    INSIDE_TUNNELS_ONLY = "inside_tunnels_only"  # LOS and movement only inside the tunnels
    TOO_WIDE_CANNOT_PASS = "too_wide_cannot_pass"  # base or model wider than the tunnel cannot pass
    NIGHT_RULES = "night_rules"
    LOS_LIMIT = "los_limit"
    MUZZLE_FLASH_WHOLE_TURN = "muzzle_flash_whole_turn"
    MARKED_BEYOND_LOS_MODIFIER = "marked_beyond_los_modifier"
    COMM_FAILURE = "comm_failure"
    REDUCED_MORALE = "reduced_morale"
    STEALTH_CARDS_IGNORE_WIDTH = "stealth_cards_ignore_width"  # Stealth/Stalk/Lurk Unit Cards
    INDIRECT_FIRE_MAX_RANGE = "indirect_fire_max_range"
    PARA_DEPLOY_TO_INFILTRATE = "para_deploy_to_infiltrate"
    FLYER_MAX_ALTITUDE = "flyer_max_altitude"
    VEHICLE_HALF_MV = "vehicle_half_mv"
    SMOKE_EXTRA_TURN = "smoke_extra_turn"
    DEPLOYMENT_OUTER_CHAMBERS = "deployment_outer_chambers"
    SQUAD_IN_ONE_CHAMBER = "squad_in_one_chamber"
    NO_WALL_WITHIN_SQUAD = "no_wall_within_squad"  # no wall between a squad's models and its first-placed model
    WALL_BREAKS_COMMAND_DISTANCE = "wall_breaks_command_distance"
    MIN_DEPLOYMENT_DISTANCE = "min_deployment_distance"  # table set-up advice
    VEHICLE_CORRIDORS = "vehicle_corridors"  # table set-up advice


@dataclass(frozen=True)
class TunnelChange:
    """One change the Tunnel makes, with its numbers by name (e.g. ``("inches", 14)``)."""

    rule: TunnelRule
    values: tuple[tuple[str, int], ...] = ()


TUNNEL_CHANGES: tuple[TunnelChange, ...] = (
    TunnelChange(TunnelRule.INSIDE_TUNNELS_ONLY),
    TunnelChange(TunnelRule.TOO_WIDE_CANNOT_PASS),
    TunnelChange(TunnelRule.NIGHT_RULES),
    TunnelChange(TunnelRule.LOS_LIMIT, (("inches", 14),)),
    TunnelChange(TunnelRule.MUZZLE_FLASH_WHOLE_TURN),
    TunnelChange(TunnelRule.MARKED_BEYOND_LOS_MODIFIER, (("modifier", -4),)),
    TunnelChange(TunnelRule.COMM_FAILURE),
    TunnelChange(TunnelRule.REDUCED_MORALE, (("modifier", -3),)),
    TunnelChange(TunnelRule.STEALTH_CARDS_IGNORE_WIDTH),
    TunnelChange(TunnelRule.INDIRECT_FIRE_MAX_RANGE, (("inches", 14),)),
    TunnelChange(TunnelRule.PARA_DEPLOY_TO_INFILTRATE, (("per_points", 500), ("max_unit_pc", 150))),
    TunnelChange(TunnelRule.FLYER_MAX_ALTITUDE, (("altitude", 2),)),
    TunnelChange(TunnelRule.VEHICLE_HALF_MV),
    TunnelChange(TunnelRule.SMOKE_EXTRA_TURN, (("turns", 1),)),
    TunnelChange(TunnelRule.DEPLOYMENT_OUTER_CHAMBERS),
    TunnelChange(TunnelRule.SQUAD_IN_ONE_CHAMBER),
    TunnelChange(TunnelRule.NO_WALL_WITHIN_SQUAD),
    TunnelChange(TunnelRule.WALL_BREAKS_COMMAND_DISTANCE),
    TunnelChange(TunnelRule.MIN_DEPLOYMENT_DISTANCE, (("inches", 20),)),
    TunnelChange(TunnelRule.VEHICLE_CORRIDORS, (("width_inches", 3),)),
)
