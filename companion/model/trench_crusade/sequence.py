"""Attack sequences: an exact Markov chain over the target's state.

A machine gun's AUTOMATIC(X), CLEAVE(X), a main and an off-hand weapon or
several activations are attacks in a row against one target. What carries
from one attack to the next is the target's state: standing, Down or Out of
Action, the BLOOD MARKERS it carries (0-6) and whether TOUGH and MEMENTO
MORI are spent. Each
attack is the single attack of ``attack.py`` against the current state; this
module only chains them and chooses what to spend.

Interpretations where the rules file is silent (also shown in the GUI):

- Spending is decided after the success roll, when the hit and whether it is
  critical are known, and before the injury roll; a miss spends nothing.
- A Down target stays Down for the rest of the sequence (it has no
  activation in between to stand up), and an Out of Action target takes no
  further attacks.
- ``bloodbath`` spends exactly the Bloodbath's cost (6, or 3 if Down) whenever
  the target carries it and nothing otherwise; markers beyond the cost stay.
- ``optimal`` maximises P(Out of Action by the end of the sequence). Where
  several choices are equally good it takes the one that consumes the fewest
  markers, plain spending before a Bloodbath.
- Success-roll sources (characteristic, cover, markers spent on the
  attacker...) apply alike to every attack; the attack object's own spending
  keys must be 0: in a sequence the policy decides what is spent, and
  BLESSING MARKERS are not tracked.
- A main + off-hand pair alternates main, off-hand, main... starting with the
  main weapon; the off-hand attack always takes the off-hand -1 DICE.
- "Expected BLOOD MARKERS left" counts a target taken Out of Action as 0.
- MEMENTO MORI is spent by the first attack it ignores, like TOUGH; that
  attack leaves the target as it was, less the markers spent on its roll.
  The sequence always starts with it unspent: a War Prophet that has used it
  is a target without the keyword.

The chain runs on integers over a common denominator per attack (one exact
``Fraction`` per reported figure at the end), which is what makes a
100-attack optimal policy fast enough for a live form.
"""

from dataclasses import dataclass, field, replace
from enum import StrEnum
from fractions import Fraction
from math import lcm

from companion.model.cancellation import checkpoint
from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import Whole, check_fields, choice, flag, nested, optional_nested, whole
from companion.model.trench_crusade.attack import InjuryRoll, injury_roll, markers_placed, success_chances
from companion.model.trench_crusade.attack_input import (
    MAX_MARKERS,
    Attack,
    AttackKind,
    Edition,
    Outcome,
    Target,
    bloodbath_cost_for,
    require_no_spending,
)

MAX_ATTACKS = 100
BLOODBATH_COST = {down: bloodbath_cost_for(Target(down=down)) for down in (False, True)}


class Policy(StrEnum):
    NEVER = "never"
    ALL = "all"
    BLOODBATH = "bloodbath"
    OPTIMAL = "optimal"


POLICIES = tuple(Policy)
FIXED_POLICIES = (Policy.NEVER, Policy.ALL, Policy.BLOODBATH)


class Status(StrEnum):
    STANDING = "standing"
    DOWN = "down"
    OUT_OF_ACTION = "out_of_action"


@dataclass(frozen=True)
class TargetState:
    """What carries from one attack to the next. Out of Action carries nothing else."""

    status: Status = choice(Status)
    blood_markers: int = whole(0, MAX_MARKERS, default=0)
    tough_used: bool = flag()
    memento_mori_used: bool = flag()

    def __post_init__(self):
        check_fields(self, "state")

    @property
    def down(self) -> bool:
        return self.status is Status.DOWN


OUT_OF_ACTION = TargetState(Status.OUT_OF_ACTION)


@dataclass(frozen=True)
class Spend:
    """What the attacker spends on one injury roll: markers for +1 INJURY DICE each, and/or a Bloodbath."""

    blood_markers: int = 0
    bloodbath: bool = False


def spend_options(state: TargetState) -> tuple[Spend, ...]:
    """Every legal spend in a state, fewest markers consumed first (plain before a Bloodbath)."""
    cost = BLOODBATH_COST[state.down]
    options = [Spend(m) for m in range(state.blood_markers + 1)]
    if state.blood_markers >= cost:
        options += [Spend(m, True) for m in range(state.blood_markers - cost + 1)]
    return tuple(sorted(options, key=lambda s: (s.blood_markers + (cost if s.bloodbath else 0), s.bloodbath)))


def policy_spend(policy: Policy, state: TargetState) -> Spend:
    """What a fixed policy spends in a state."""
    if policy is Policy.NEVER:
        return Spend()
    if policy is Policy.ALL:
        return Spend(state.blood_markers)
    if policy is Policy.BLOODBATH:
        return Spend(0, state.blood_markers >= BLOODBATH_COST[state.down])
    raise ValueError(f"{policy} is not a fixed policy")


@dataclass(frozen=True)
class SequenceInput:
    """``attacks`` attacks in a row; the target object's Down, markers and TOUGH used are its starting state."""

    edition: Edition = choice(Edition, default=Edition.V1_0)
    attack: Attack = nested(Attack, default=Attack())
    target: Target = nested(Target, default=Target())
    attacks: int = whole(1, MAX_ATTACKS, start=3)
    policy: Policy = choice(Policy, default=Policy.OPTIMAL)
    off_hand: Attack | None = optional_nested(Attack, omit_none=True)

    def __post_init__(self):
        check_fields(self)
        why = QT_TRANSLATE_NOOP("InputError",
                                "in a sequence: the policy decides what is spent, and BLESSING MARKERS are not tracked")
        require_no_spending(self.attack, "attack", why)
        if self.off_hand is not None:
            require_no_spending(self.off_hand, "off_hand", why)
            if self.attack.kind is not AttackKind.MELEE:
                raise InputError("attack.kind", QT_TRANSLATE_NOOP("InputError", "melee when an off-hand weapon is given"),
                                 self.attack.kind.value)
            if self.off_hand.kind is not AttackKind.MELEE:
                raise InputError("off_hand.kind",
                                 QT_TRANSLATE_NOOP("InputError", "melee: the off-hand weapon is a second melee ACTION"),
                                 self.off_hand.kind.value)
            if self.attack.sources.target_fear and not self.off_hand.sources.target_fear:
                raise InputError("off_hand.hit_sources.target_fear",
                                 QT_TRANSLATE_NOOP("InputError", "true, as for the main attack: FEAR belongs to the target"),
                                 False)

    def profiles(self) -> tuple[Attack, ...]:
        """The attacks in the order they repeat: the main weapon, then the off-hand one if any."""
        if self.off_hand is None:
            return (self.attack,)
        off_hand = replace(self.off_hand, sources=replace(self.off_hand.sources, off_hand=True))
        return (self.attack, off_hand)

    def start_state(self) -> TargetState:
        target = self.target
        return TargetState(
            Status.DOWN if target.down else Status.STANDING, target.blood_markers, target.tough and target.tough_used
        )


@dataclass(frozen=True)
class PolicyResult:
    """One policy followed through the whole sequence.

    ``out_of_action_by[k]`` is P(Out of Action after attack k + 1);
    ``final_states`` holds every state with a non-zero chance at the end.
    """

    policy: Policy
    out_of_action_by: tuple[Fraction, ...]
    final_states: dict[TargetState, Fraction]
    expected_markers_left: Fraction

    @property
    def out_of_action(self) -> Fraction:
        return self.out_of_action_by[-1]

    @property
    def down_at_end(self) -> Fraction:
        return sum((p for s, p in self.final_states.items() if s.status is Status.DOWN), Fraction(0))

    @property
    def standing_at_end(self) -> Fraction:
        return sum((p for s, p in self.final_states.items() if s.status is Status.STANDING), Fraction(0))


@dataclass(frozen=True)
class SpendValue:
    """P(Out of Action by the end) when spending ``spend`` now and playing optimally afterwards."""

    spend: Spend
    out_of_action: Fraction


@dataclass(frozen=True)
class PolicyChoice:
    """What a fixed policy spends now, and its P(Out of Action by the end) when followed from here."""

    policy: Policy
    spend: Spend
    out_of_action: Fraction


@dataclass(frozen=True)
class Advice:
    """The advisor's answer for one state after a hit, before its injury roll.

    ``best`` is the optimal policy's choice; ``gain`` over a fixed policy is
    ``out_of_action`` minus that policy's ``out_of_action``.
    """

    state: TargetState
    attacks_left: int
    critical: bool
    best: Spend
    out_of_action: Fraction
    options: tuple[SpendValue, ...]
    policies: tuple[PolicyChoice, ...]

    def gain_over(self, policy: Policy) -> Fraction:
        return self.out_of_action - next(c.out_of_action for c in self.policies if c.policy is policy)


class _Profile:
    """One attack profile's transitions with integer weights.

    ``success`` weights are over ``success_denominator`` (miss, ordinary hit,
    critical hit); each transition list holds (next state index, weight) over
    ``injury_denominator``.
    """

    def __init__(self, edition: Edition, attack: Attack, target: Target, states: list[TargetState]):
        chances = success_chances(edition, attack)
        hits = [(critical, p) for critical, p in ((False, chances.ordinary), (True, chances.critical)) if p]
        self.success_denominator = lcm(chances.miss.denominator, *(p.denominator for _, p in hits))
        self.miss_weight = int(chances.miss * self.success_denominator)
        self.hit_weights = [(critical, int(p * self.success_denominator)) for critical, p in hits]

        # One injury roll per (Down, TOUGH used, MEMENTO MORI used, spend, critical): the markers carried do
        # not change the dice. A spent MEMENTO MORI is a target without it.
        rolls: dict[tuple[bool, bool, bool, Spend, bool], InjuryRoll] = {}
        targets = {}
        for state in states[:-1]:
            form = (state.down, state.tough_used, state.memento_mori_used)
            if form not in targets:
                targets[form] = replace(target, down=state.down, blood_markers=0, tough_used=state.tough_used,
                                        memento_mori=target.memento_mori and not state.memento_mori_used)
            for critical, _ in hits:
                for spend in spend_options(state):
                    key = (*form, spend, critical)
                    if key not in rolls:
                        spent = replace(attack, blood_markers_spent=spend.blood_markers, bloodbath=spend.bloodbath)
                        rolls[key] = injury_roll(edition, spent, targets[form], critical)
        self.injury_denominator = lcm(1, *(p.denominator for roll in rolls.values() for p in roll.results.values()))
        scale = self.injury_denominator
        placed = {
            (outcome, down): markers_placed(outcome, attack, replace(target, down=down, blood_markers=0))
            for outcome in Outcome for down in (False, True)
        }
        index = {state: i for i, state in enumerate(states)}
        out_of_action = len(states) - 1

        self.moves: dict[tuple[int, bool], dict[Spend, list[tuple[int, int]]]] = {}
        for i, state in enumerate(states[:-1]):
            down = state.down
            cost = BLOODBATH_COST[down]
            for critical, _ in hits:
                options = self.moves[i, critical] = {}
                for spend in spend_options(state):
                    left = state.blood_markers - spend.blood_markers - (cost if spend.bloodbath else 0)
                    moves: dict[int, int] = {}
                    rolled = rolls[down, state.tough_used, state.memento_mori_used, spend, critical]
                    for (outcome, applied), p in rolled.results.items():
                        if outcome is Outcome.OUT_OF_ACTION:
                            n = out_of_action
                        else:
                            status = Status.DOWN if down or outcome is Outcome.DOWN else Status.STANDING
                            markers = min(MAX_MARKERS, left + placed[outcome, down])
                            n = index[TargetState(status, markers, state.tough_used or "tough" in applied,
                                                  state.memento_mori_used or "memento_mori" in applied)]
                        moves[n] = moves.get(n, 0) + p.numerator * (scale // p.denominator)
                    options[spend] = [(n, w) for n, w in moves.items() if w]

    @property
    def denominator(self) -> int:
        return self.success_denominator * self.injury_denominator

    def moves_for(self, i: int, critical: bool, spend: Spend) -> list[tuple[int, int]]:
        if (i, critical) not in self.moves:
            raise InputError("advisor.critical",
                             QT_TRANSLATE_NOOP("InputError", "false: this attack cannot roll a Critical Hit"), critical)
        return self.moves[i, critical][spend]


class Plan:
    """The backward tables of every policy: P(Out of Action by the end) from any state at any attack.

    ``values[policy][k][i]`` is that probability before attack ``k`` (0-based)
    in state ``states[i]``, as an integer over ``denominators[k]``.
    """

    def __init__(self, inputs: SequenceInput):
        target = inputs.target
        tough_flags = (False, True) if target.tough else (False,)
        memento_flags = (False, True) if target.memento_mori else (False,)
        self.states = [
            TargetState(status, markers, tough, memento)
            for status in (Status.STANDING, Status.DOWN) for markers in range(MAX_MARKERS + 1)
            for tough in tough_flags for memento in memento_flags
        ] + [OUT_OF_ACTION]
        self.index = {state: i for i, state in enumerate(self.states)}
        self.tough = target.tough
        self.memento_mori = target.memento_mori
        self.attacks = inputs.attacks
        self.profiles = [_Profile(inputs.edition, attack, target, self.states) for attack in inputs.profiles()]
        self.options = [spend_options(state) for state in self.states[:-1]]
        self.fixed = {policy: [policy_spend(policy, state) for state in self.states[:-1]] for policy in FIXED_POLICIES}
        n = inputs.attacks
        self.denominators = [1] * (n + 1)
        for k in range(n - 1, -1, -1):
            self.denominators[k] = self.denominators[k + 1] * self.profile(k).denominator
        self.values: dict[Policy, list[list[int]]] = {}
        self.decisions: list[dict[tuple[int, bool], Spend]] = [{} for _ in range(n)]
        for policy in POLICIES:
            self.values[policy] = self._backward(policy)

    def profile(self, k: int) -> _Profile:
        return self.profiles[k % len(self.profiles)]

    def _backward(self, policy: Policy) -> list[list[int]]:
        live = len(self.states) - 1
        later = [0] * live + [1]
        tables = [later]
        for k in range(self.attacks - 1, -1, -1):
            checkpoint()
            profile = self.profile(k)
            now = [0] * (live + 1)
            for i in range(live):
                total = profile.miss_weight * profile.injury_denominator * later[i]
                for critical, weight in profile.hit_weights:
                    options = profile.moves[i, critical]
                    if policy is Policy.OPTIMAL:
                        best: Spend | None = None
                        best_value = -1
                        for spend, moves in options.items():  # fewest markers first: ties keep it
                            value = sum(w * later[n] for n, w in moves)
                            if value > best_value:
                                best, best_value = spend, value
                        assert best is not None  # spending nothing is always among the options
                        self.decisions[k][i, critical] = best
                    else:
                        best_value = sum(w * later[n] for n, w in options[self.fixed[policy][i]])
                    total += weight * best_value
                now[i] = total
            now[live] = self.denominators[k]
            later = now
            tables.append(now)
        return tables[::-1]

    def spend(self, policy: Policy, k: int, i: int, critical: bool) -> Spend:
        if policy is Policy.OPTIMAL:
            return self.decisions[k][i, critical]
        return self.fixed[policy][i]

    def forward(self, policy: Policy, start: TargetState) -> PolicyResult:
        live = len(self.states) - 1
        weights = {self.index[start]: 1}
        denominator = 1
        out_of_action_by = []
        for k in range(self.attacks):
            checkpoint()
            profile = self.profile(k)
            following: dict[int, int] = {}
            for i, w in weights.items():
                if i == live:
                    following[i] = following.get(i, 0) + w * profile.denominator
                    continue
                stay = w * profile.miss_weight * profile.injury_denominator
                following[i] = following.get(i, 0) + stay
                for critical, hit_weight in profile.hit_weights:
                    for n, move in profile.moves[i, critical][self.spend(policy, k, i, critical)]:
                        following[n] = following.get(n, 0) + w * hit_weight * move
            weights = following
            denominator *= profile.denominator
            out_of_action_by.append(Fraction(weights.get(live, 0), denominator))
        final = {self.states[i]: Fraction(w, denominator) for i, w in sorted(weights.items()) if w}
        expected = sum((p * s.blood_markers for s, p in final.items()), Fraction(0))
        return PolicyResult(policy, tuple(out_of_action_by), final, expected)

    def advice(self, state: TargetState, attacks_left: int, critical: bool) -> Advice:
        if state.status is Status.OUT_OF_ACTION:
            raise InputError("advisor.status",
                             QT_TRANSLATE_NOOP("InputError", "standing or down: an Out of Action target takes no attack"),
                             state.status.value)
        Whole(1, self.attacks).check(attacks_left, "advisor.attacks_left")
        if not self.tough:
            state = replace(state, tough_used=False)  # without TOUGH the flag changes nothing
        if not self.memento_mori:
            state = replace(state, memento_mori_used=False)
        k = self.attacks - attacks_left
        i = self.index[state]
        profile = self.profile(k)
        scale = profile.injury_denominator * self.denominators[k + 1]

        def value(policy: Policy, spend: Spend) -> Fraction:
            later = self.values[policy][k + 1]
            return Fraction(sum(w * later[n] for n, w in profile.moves_for(i, critical, spend)), scale)

        options = tuple(SpendValue(spend, value(Policy.OPTIMAL, spend)) for spend in self.options[i])
        best = max(options, key=lambda option: option.out_of_action)  # the first of equals: fewest markers
        choices = tuple(
            PolicyChoice(policy, policy_spend(policy, state), value(policy, policy_spend(policy, state)))
            for policy in FIXED_POLICIES
        )
        return Advice(state, attacks_left, critical, best.spend, best.out_of_action, options, choices)


@dataclass(frozen=True)
class SequenceResult:
    attacks: int
    policy: Policy
    policies: dict[Policy, PolicyResult]
    plan: Plan = field(compare=False, repr=False)

    @property
    def selected(self) -> PolicyResult:
        return self.policies[self.policy]

    def advice(self, state: TargetState, attacks_left: int, critical: bool) -> Advice:
        return self.plan.advice(state, attacks_left, critical)


def evaluate(inputs: SequenceInput) -> SequenceResult:
    plan = Plan(inputs)
    start = inputs.start_state()
    policies = {policy: plan.forward(policy, start) for policy in POLICIES}
    return SequenceResult(inputs.attacks, inputs.policy, policies, plan)
