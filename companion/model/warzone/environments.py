"""Hostile environments of the UWZ house rules: the Radioactive Zone and the Tunnel.

Interpretations where the rules are silent:

- "Contaminated models stop testing" means they no longer roll the unit's
  Environmental check on activation (they already carry the one Contamination
  token a model may have). They still suffer every effect of the table, one
  turn early, including the ATS 15 wound test from their sixth turn.
- ``turn`` is the game Turn; a para-deployed unit counts its zone turns from
  its landing Turn (``landing_turn``, 1 for units deployed normally), so zone
  turn = turn - landing_turn + 1. Before landing a unit is not in play.
- The wound figures cover one activation: each model of the unit rolls the
  ATS 15 risk once and a failure (a roll of 16-20, 5/20) is one wound. ``wounds``
  is the wounds each model has left, so only 1-wound models can be removed.
"""

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from companion.model.fields import check_fields, flag, whole
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
class ZoneStatus:
    """What a unit suffers this turn.

    ``zone_turn`` counts from the unit's landing; ``effective_turn`` adds the
    contaminated models' one turn ahead. ``activation_check``: the unit's models
    still roll the Environmental check on activation (not when contaminated).
    """

    zone_turn: int
    effective_turn: int
    effects: tuple[ZoneEffect, ...]
    activation_check: bool

    @property
    def risk_test(self) -> bool:
        return self.effective_turn >= RISK_TURN


def radioactive_status(turn: int, contaminated: bool = False, landing_turn: int = 1) -> ZoneStatus:
    """The cumulative effects of the Radioactive Zone for a unit in game Turn ``turn``."""
    RadioactiveInput(turn, contaminated, landing_turn)  # refuses what an input could not hold
    zone_turn = turn - landing_turn + 1
    effective = zone_turn + (1 if contaminated else 0)
    effects = tuple(row for row in RADIOACTIVE_TABLE if row.from_turn <= effective)
    return ZoneStatus(zone_turn, effective, effects, activation_check=not contaminated)


@dataclass(frozen=True)
class RadioactiveInput:
    turn: int = whole(1, 99, start=1)
    contaminated: bool = flag()
    landing_turn: int = whole(1, lambda zone: zone.turn, default=1)
    models: int = whole(1, 50, default=5)
    wounds: int = whole(1, 20, default=1)

    def __post_init__(self) -> None:
        check_fields(self)


@dataclass(frozen=True)
class RadioactiveResult:
    """``unit_wounds[k]`` = P(the unit takes k wounds this activation), k = 0..models;
    ``removed[k]`` = P(k models removed). ``p_fail`` is one model's P(failing the risk test)
    (0 before the risk test applies)."""

    status: ZoneStatus
    p_fail: Fraction
    unit_wounds: tuple[Fraction, ...]
    removed: tuple[Fraction, ...]

    @property
    def expected_wounds(self) -> Fraction:
        return sum((k * p for k, p in enumerate(self.unit_wounds)), Fraction(0))

    @property
    def expected_removed(self) -> Fraction:
        return sum((k * p for k, p in enumerate(self.removed)), Fraction(0))


def evaluate(inputs: RadioactiveInput) -> RadioactiveResult:
    status = radioactive_status(inputs.turn, inputs.contaminated, inputs.landing_turn)
    p_fail = 1 - roll_under(RISK_ATS) if status.risk_test else Fraction(0)
    wounds = binomial(inputs.models, p_fail)
    unit_wounds = tuple(wounds[k] for k in range(inputs.models + 1))
    if inputs.wounds == 1:
        removed = unit_wounds
    else:
        removed = (Fraction(1),) + (Fraction(0),) * inputs.models
    return RadioactiveResult(status, p_fail, unit_wounds, removed)


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
