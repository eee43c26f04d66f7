"""One Trench Crusade attack: success roll, injury roll and replacement effects.

This module is the one place that maps the rules in
``shared/rules/trench-crusade.md`` to dice. Every figure is exact: dice pools are
icepool dice, everything else is ``Fraction`` arithmetic.

Interpretations where the rules file is silent (also shown in the GUI):

- Several FIRE/GAS/SHRAPNEL keywords on one weapon place one extra BLOOD MARKER,
  not one each; a model taken Out of Action receives no markers.
- Keyword resistances do not stack with each other (the strongest one that
  matches the attack applies); the resistance "against everything" stacks with it.
- A model's armour (worn armour, shield and innate armour together) is at
  most -3 in both editions: the seed says of 1.6.3 "il massimo valore di
  armatura che un modello può normalmente avere è pari a -3". A weapon's own
  negative modifier is not armour and is not held by that cap.
- ARMOUR PIERCING and IGNORE ARMOUR act on that capped armour: ARMOUR
  PIERCING takes 1 off it (Reinforced Armour, a shield and innate -2 are -3,
  then -2), and exists only in edition 1.0 (1.6.3 weapons say "ignores
  armour", i.e. IGNORE ARMOUR).
- The 1.0 cap of -3 applies to the sum of the negative flat modifiers (the
  armour and any negative weapon modifier); positive weapon modifiers are
  added after the cap. 1.6.3 has no cap beyond the armour's.
- Replacement effects chain in the order the rules list them: TOUGH or GOLEM
  turn Out of Action into Down, then Machine Armour turns Down into Minor Hit.
- MEMENTO MORI (the War Prophet: "consente di ignorare completamente il primo
  attacco che metterebbe Fuori Combattimento il Profeta stesso") comes after
  TOUGH and GOLEM: an attack they turn into Down does not take the model Out
  of Action, so it does not spend MEMENTO MORI. The attack it catches has no
  result and places no BLOOD MARKERS (not even FIRE's), the outcome
  ``ignored``; markers the attacker spent on its injury roll stay spent, as
  they were spent before the roll. On one attack the model always has it;
  a sequence spends it like TOUGH.
- An automatic hit ignores long range entirely, so a SHOTGUN at long range
  loses no INJURY DICE either.
"""

import functools
from dataclasses import dataclass
from fractions import Fraction

import icepool

from companion.model.probability import die_distribution, expectation, mix
from companion.model.trench_crusade.attack_input import (
    ARMOUR_CAP,
    ARMOUR_MODIFIER,
    CRITICAL_TARGET,
    HIT_TARGET,
    INJURY_OUTCOMES,
    MARKER_KEYWORDS,
    MAX_MARKERS,
    NEGATIVE_MODIFIER_CAP,
    SHIELD_MODIFIER,
    Armour,
    Attack,
    AttackInput,
    AttackKind,
    Edition,
    Outcome,
    SuccessSources,
    Target,
    bloodbath_cost_for,
    injury_band,
)

# --- Structured explanation: ids and numbers only; the GUI words them. ---


@dataclass(frozen=True)
class DiceTerm:
    """One source of +/- DICE or a flat modifier, and whether it applied.

    ``applied`` is False when the rules switch the source off for this attack
    (cover on a melee attack, FEAR against a fearless attacker...), so the
    explanation can say why a control the user set had no effect.
    """

    source: str
    value: int
    applied: bool = True


@dataclass(frozen=True)
class Pool:
    """``base + net`` D6 rolled, keep ``base`` (highest if net >= 0), plus ``modifier``."""

    base: int
    net: int
    modifier: int = 0

    @property
    def rolled(self) -> int:
        return self.base + abs(self.net)

    @property
    def keeps_highest(self) -> bool:
        return self.net >= 0

    def die(self) -> icepool.Die:
        if self.net >= 0:
            kept = icepool.d6.highest(self.rolled, self.base)
        else:
            kept = icepool.d6.lowest(self.rolled, self.base)
        return kept + self.modifier

    def totals(self) -> dict[int, Fraction]:
        """The exact distribution of the kept dice's total plus the modifier (a fresh dict, the caller's own)."""
        return dict(_pool_totals(self))


@functools.lru_cache(maxsize=1024)
def _pool_totals(pool: Pool) -> tuple[tuple[int, Fraction], ...]:
    """A form change asks again for pools it asked for before (only one source of DICE moved), and icepool
    took a quarter of a millisecond for each. There are a few hundred pools in play at most."""
    return tuple(die_distribution(pool.die()).items())


@dataclass(frozen=True)
class Explanation:
    success_terms: tuple[DiceTerm, ...]
    success_pool: Pool | None  # None for an automatic hit
    injury_terms: tuple[DiceTerm, ...]
    critical_terms: tuple[DiceTerm, ...]
    modifier_terms: tuple[DiceTerm, ...]
    injury_pool: Pool
    critical_pool: Pool | None
    capped_armour: bool
    capped_modifier: bool
    replacements: tuple[str, ...]
    notes: tuple[str, ...]


@dataclass(frozen=True)
class AttackResult:
    """Exact probabilities of one attack.

    ``outcomes`` are unconditional and sum to 1. ``injury_totals`` is the
    distribution of the injury-roll total (flat modifiers applied) given a hit,
    mixing critical and ordinary hits.
    """

    outcomes: dict[Outcome, Fraction]
    hit: Fraction
    critical: Fraction
    risky_end: Fraction
    expected_blood_markers: Fraction
    injury_totals: dict[int, Fraction]
    outcomes_given_hit: dict[Outcome, Fraction]
    explanation: Explanation


RANGED_SOURCES = frozenset({"long_range", "cover", "elevated"})
MELEE_SOURCES = frozenset({"off_hand", "target_fear", "attacker_fear", "charge_from_above", "manned_obstacle",
                           "polearm", "unarmed"})


def source_counts(name: str, kind: AttackKind, sources: SuccessSources) -> bool:
    """Whether a success-roll source can count for this kind of attack, given the others."""
    if name in RANGED_SOURCES and kind is not AttackKind.RANGED or name in MELEE_SOURCES and kind is not AttackKind.MELEE:
        return False
    if name == "attacker_fear":  # immunity matters only against a FEARsome target
        return sources.target_fear
    if name == "manned_obstacle":  # charging from above ignores the obstacle
        return not sources.charge_from_above
    return True


def keyword_counts(keyword: str, edition: Edition, kind: AttackKind, auto_hit: bool) -> bool:
    """Whether a weapon keyword can change this attack's result."""
    if keyword == "ARMOUR PIERCING":
        return edition is Edition.V1_0
    if keyword == "SHOTGUN":
        return kind is AttackKind.RANGED
    if keyword in ("CRITICAL", "RISKY"):  # both act on the success roll, which an automatic hit skips
        return not auto_hit
    return True


def success_dice(edition: Edition, attack: Attack) -> tuple[DiceTerm, ...]:
    """Every success-roll DICE source with whether it applies to this attack."""
    sources = attack.sources
    shotgun_v1 = edition is Edition.V1_0 and "SHOTGUN" in attack.keywords

    def flag(name: str, value: int, applies: bool = True) -> DiceTerm | None:
        if not getattr(sources, name):
            return None
        return DiceTerm(name, value, applies and source_counts(name, attack.kind, sources))

    terms = [
        DiceTerm("characteristic", sources.characteristic),
        flag("long_range", -1, not shotgun_v1),
        flag("cover", -1),
        flag("elevated", +1),
        DiceTerm("attacker_blood_markers", -sources.attacker_blood_markers),
        DiceTerm("blessing_markers", +sources.blessing_markers),
        flag("attacker_down", -1),
        flag("off_hand", -1),
        flag("target_fear", -1, not sources.attacker_fear),
        flag("charge_from_above", +1),
        flag("manned_obstacle", -1),
        flag("polearm", -1),
        flag("unarmed", -1),
        DiceTerm("other", sources.other),
    ]
    return tuple(term for term in terms if term is not None and term.value != 0)


def injury_dice_terms(edition: Edition, attack: Attack, target: Target) -> tuple[DiceTerm, ...]:
    """INJURY DICE common to every hit of this attack (the critical bonus is separate)."""
    melee = attack.kind is AttackKind.MELEE
    sources = attack.sources
    keyword_resistances = [target.resistance(k) for k in MARKER_KEYWORDS if k in attack.keywords]
    keyword_resistances.append(target.resistance(attack.kind.value))
    strongest = min(keyword_resistances)
    down_applies = edition is Edition.PLAYTEST_1_6_3 or melee
    shotgun_long = (
        edition is Edition.V1_0
        and "SHOTGUN" in attack.keywords
        and sources.long_range
        and not melee
        and not attack.auto_hit
    )
    terms = [
        DiceTerm("weapon", attack.injury_dice),
        DiceTerm("target_down", +1, down_applies) if target.down else None,
        DiceTerm("blood_markers_spent", +attack.blood_markers_spent),
        DiceTerm("blessing_markers_spent", -attack.blessing_markers_spent),
        DiceTerm("resistance_all", target.injury_dice),
        DiceTerm("resistance_keyword", strongest),
        DiceTerm("charge_from_above", +1, melee) if sources.charge_from_above else None,
        DiceTerm("unarmed", -1, melee) if sources.unarmed else None,
        DiceTerm("shotgun_long_range", -1) if shotgun_long else None,
    ]
    return tuple(term for term in terms if term is not None and term.value != 0)


def critical_bonus(attack: Attack) -> int:
    return 2 if "CRITICAL" in attack.keywords else 1


def flat_modifiers(edition: Edition, attack: Attack, target: Target) -> tuple[tuple[DiceTerm, ...], int, bool, bool]:
    """The flat injury modifier terms, their total, whether the armour cap bit and whether the 1.0 cap bit."""
    armour_terms = []
    if ARMOUR_MODIFIER[target.armour]:
        armour_terms.append(DiceTerm("armour", ARMOUR_MODIFIER[target.armour]))
    if target.shield:
        armour_terms.append(DiceTerm("shield", SHIELD_MODIFIER))
    if target.innate_armour:
        armour_terms.append(DiceTerm("innate_armour", target.innate_armour))
    armour_total = sum(term.value for term in armour_terms)
    capped_armour = armour_total < ARMOUR_CAP
    if capped_armour:
        armour_terms.append(DiceTerm("armour_cap", ARMOUR_CAP - armour_total))
        armour_total = ARMOUR_CAP

    terms = list(armour_terms)
    ignore = "IGNORE ARMOUR" in attack.keywords
    piercing = "ARMOUR PIERCING" in attack.keywords and edition is Edition.V1_0
    if armour_total and (ignore or piercing):
        if target.impervious:
            terms.append(DiceTerm("impervious", 0, False))
        elif ignore:
            terms.append(DiceTerm("ignore_armour", -armour_total))
            armour_total = 0
        else:
            terms.append(DiceTerm("armour_piercing", +1))
            armour_total += 1
    weapon = attack.injury_modifier
    if weapon:
        terms.append(DiceTerm("weapon_modifier", weapon))
    negative = armour_total + min(weapon, 0)
    capped = edition is Edition.V1_0 and negative < NEGATIVE_MODIFIER_CAP
    if capped:
        negative = NEGATIVE_MODIFIER_CAP
    return tuple(terms), negative + max(weapon, 0), capped_armour, capped


def final_outcome(total: int, edition: Edition, target: Target, bloodbath: bool) -> tuple[Outcome, tuple[str, ...]]:
    """The Injury Chart, then the replacement effects chained in the rules' order.

    Returns the final outcome and the replacement effects that applied, so a
    sequence knows when TOUGH or MEMENTO MORI has been spent.
    """
    outcome = injury_band(total)
    applied = []
    if outcome is Outcome.OUT_OF_ACTION:
        if target.tough and not target.tough_used:
            outcome = Outcome.DOWN
            applied.append("tough")
        elif target.golem and not bloodbath:
            outcome = Outcome.DOWN
            applied.append("golem")
        elif target.memento_mori:
            return Outcome.IGNORED, ("memento_mori",)
    machine_converts = target.armour is Armour.MACHINE and (edition is Edition.V1_0 or target.new_antioch)
    if outcome is Outcome.DOWN and machine_converts:
        outcome = Outcome.MINOR_HIT
        applied.append("machine_armour")
    return outcome, tuple(applied)


@dataclass(frozen=True)
class SuccessChances:
    """The success roll split into miss, ordinary hit and Critical Hit.

    Kept apart because later decisions (spending BLOOD MARKERS, the BLAST
    critical bonus) depend on which kind of hit was rolled. ``totals`` is the
    success-roll total distribution; empty for an automatic hit.
    """

    pool: Pool | None
    hit: Fraction
    critical: Fraction
    totals: dict[int, Fraction]

    @property
    def miss(self) -> Fraction:
        return 1 - self.hit

    @property
    def ordinary(self) -> Fraction:
        return self.hit - self.critical


def success_chances(edition: Edition, attack: Attack) -> SuccessChances:
    if attack.auto_hit:
        return SuccessChances(None, Fraction(1), Fraction(0), {})
    net = sum(term.value for term in success_dice(edition, attack) if term.applied)
    pool = Pool(2, net)
    totals = pool.totals()
    hit = sum((p for total, p in totals.items() if total >= HIT_TARGET), Fraction(0))
    critical = sum((p for total, p in totals.items() if total >= CRITICAL_TARGET), Fraction(0))
    return SuccessChances(pool, hit, critical, totals)


@dataclass(frozen=True)
class InjuryRoll:
    """One injury roll against one target state, for an ordinary or a Critical Hit.

    ``totals`` is the distribution of the total with flat modifiers applied;
    ``results`` maps (final outcome, replacement effects applied) to its
    probability, so callers can follow TOUGH being spent.
    """

    pool: Pool
    totals: dict[int, Fraction]
    results: dict[tuple[Outcome, tuple[str, ...]], Fraction]

    def outcomes(self) -> dict[Outcome, Fraction]:
        given_hit = {outcome: Fraction(0) for outcome in INJURY_OUTCOMES}
        for (outcome, _), p in self.results.items():
            given_hit[outcome] += p
        return given_hit


def injury_pool(edition: Edition, attack: Attack, target: Target, critical: bool) -> Pool:
    net = sum(term.value for term in injury_dice_terms(edition, attack, target) if term.applied)
    if critical:
        net += critical_bonus(attack)
    _, modifier, _, _ = flat_modifiers(edition, attack, target)
    base = (3 if "DEADLY" in attack.keywords else 2) + (1 if attack.bloodbath else 0)
    return Pool(base, net, modifier)


def injury_roll(edition: Edition, attack: Attack, target: Target, critical: bool) -> InjuryRoll:
    pool = injury_pool(edition, attack, target, critical)
    totals = pool.totals()
    results: dict[tuple[Outcome, tuple[str, ...]], Fraction] = {}
    for total, p in totals.items():
        key = final_outcome(total, edition, target, attack.bloodbath)
        results[key] = results.get(key, Fraction(0)) + p
    return InjuryRoll(pool, totals, results)


def markers_placed(outcome: Outcome, attack: Attack, target: Target) -> int:
    """BLOOD MARKERS the target receives from one final outcome (before the cap of 6)."""
    if outcome in (Outcome.MISS, Outcome.IGNORED, Outcome.OUT_OF_ACTION):
        return 0
    placed = {Outcome.NO_EFFECT: 0, Outcome.MINOR_HIT: 1, Outcome.DOWN: 2 if target.down else 1}[outcome]
    if any(k in attack.keywords and k not in target.negates for k in MARKER_KEYWORDS):
        placed += 1
    return placed


def evaluate(inputs: AttackInput) -> AttackResult:
    edition, attack, target = inputs.edition, inputs.attack, inputs.target
    notes = []

    success_terms = success_dice(edition, attack)
    success = success_chances(edition, attack)
    p_hit, p_critical = success.hit, success.critical
    if attack.auto_hit:
        notes.append("auto_hit")
    if "ARMOUR PIERCING" in attack.keywords and edition is Edition.PLAYTEST_1_6_3:
        notes.append("armour_piercing_not_in_playtest")
    marker_keywords = [k for k in MARKER_KEYWORDS if k in attack.keywords and k not in target.negates]
    if marker_keywords:
        notes.append("extra_marker_one" if len(marker_keywords) == 1 else "extra_marker_several")
    if len([k for k in MARKER_KEYWORDS if k in attack.keywords and target.resistance(k)]) > 1:
        notes.append("strongest_resistance")

    injury_terms = injury_dice_terms(edition, attack, target)
    modifier_terms, _, capped_armour, capped = flat_modifiers(edition, attack, target)
    ordinary_roll = injury_roll(edition, attack, target, critical=False)
    critical_roll = injury_roll(edition, attack, target, critical=True) if p_critical else None
    if p_hit:
        branches = [((p_hit - p_critical) / p_hit, ordinary_roll)]
        if critical_roll is not None:
            branches.append((p_critical / p_hit, critical_roll))
    else:
        branches = [(Fraction(1), ordinary_roll)]
    injury_totals = {total: p for total, p in sorted(mix((w, roll.totals) for w, roll in branches).items()) if p}
    given_hit = {outcome: Fraction(0) for outcome in INJURY_OUTCOMES}
    given_hit |= mix((w, roll.outcomes()) for w, roll in branches)
    replacements = {name for w, roll in branches if w for (_, applied), p in roll.results.items() if p
                    for name in applied}

    outcomes = {Outcome.MISS: 1 - p_hit} | {outcome: p_hit * p for outcome, p in given_hit.items()}
    markers_left = target.blood_markers - attack.blood_markers_spent
    if attack.bloodbath:
        markers_left -= bloodbath_cost_for(target)
    room = MAX_MARKERS - markers_left
    markers: dict[int, Fraction] = {}
    for outcome, p in outcomes.items():
        placed = min(markers_placed(outcome, attack, target), room)
        markers[placed] = markers.get(placed, Fraction(0)) + p
    expected_markers = expectation(markers)
    risky_end = (1 - p_hit) if "RISKY" in attack.keywords and not attack.auto_hit else Fraction(0)

    explanation = Explanation(
        success_terms=success_terms,
        success_pool=success.pool,
        injury_terms=injury_terms,
        critical_terms=(DiceTerm("critical", critical_bonus(attack)),) if critical_roll else (),
        modifier_terms=modifier_terms,
        injury_pool=ordinary_roll.pool,
        critical_pool=critical_roll.pool if critical_roll else None,
        capped_armour=capped_armour,
        capped_modifier=capped,
        replacements=tuple(sorted(replacements)),
        notes=tuple(notes),
    )
    return AttackResult(
        outcomes=outcomes,
        hit=p_hit,
        critical=p_critical,
        risky_end=risky_end,
        expected_blood_markers=expected_markers,
        injury_totals=injury_totals,
        outcomes_given_hit=given_hit,
        explanation=explanation,
    )
