"""The captain's advisor against a brute-force enumeration of every ritual, the team symmetry, and by hand."""

import random
from fractions import Fraction
from functools import cache
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.captain import CALCULATORS, SELF_TEST, parse
from companion.model.captain.advice import CaptainInput, draw, evaluate
from companion.model.captain.matrix import TeamMatrix
from companion.model.captain.matrix_games import exact_game, lazy_exact_game
from companion.model.captain.ritual import Reveal, Step, advance, choices, start
from companion.model.errors import InputError

# --- an independent solver: Shapley and Snow's kernels (every square submatrix tried, smallest first) ---------------


def _solve_square(matrix):
    """x, y, v with x·A = v on every column and A·y = v on every row of a square A, or None if singular."""
    size = len(matrix)

    def solve(rows):  # [rows | 1] z = [0 | 1], unknowns (p_1..p_n, -v)
        system = [[Fraction(rows[i][j]) for j in range(size)] + [Fraction(-1), Fraction(0)] for i in range(size)]
        system.append([Fraction(1)] * size + [Fraction(0), Fraction(1)])
        n = size + 1
        for column in range(n):
            pivot = next((r for r in range(column, n) if system[r][column] != 0), None)
            if pivot is None:
                return None
            system[column], system[pivot] = system[pivot], system[column]
            for r in range(n):
                if r != column and system[r][column] != 0:
                    factor = system[r][column] / system[column][column]
                    system[r] = [a - factor * b for a, b in zip(system[r], system[column], strict=True)]
        return [system[r][n] / system[r][r] for r in range(n)]

    transposed = [list(column) for column in zip(*matrix, strict=True)]
    y = solve(matrix)
    x = solve(transposed)
    if y is None or x is None:
        return None
    return x[:size], y[:size], y[size]


def kernel_value(matrix):
    m, n = len(matrix), len(matrix[0])
    for size in range(1, min(m, n) + 1):
        for rows in combinations(range(m), size):
            for columns in combinations(range(n), size):
                solved = _solve_square([[matrix[i][j] for j in columns] for i in rows])
                if solved is None:
                    continue
                x_part, y_part, value = solved
                if any(p < 0 for p in x_part) or any(q < 0 for q in y_part):
                    continue
                x = dict(zip(rows, x_part, strict=True))
                y = dict(zip(columns, y_part, strict=True))
                if all(sum(matrix[i][j] * q for j, q in y.items()) <= value for i in range(m)) and all(
                        sum(matrix[i][j] * p for i, p in x.items()) >= value for j in range(n)):
                    return value
    raise AssertionError("no kernel: impossible for a finite game")


@cache
def brute_value(scores, ours, theirs):
    """Every ritual enumerated from the rules' text, with no pruning and no floats (a state met again by another
    path is remembered: the same players left, the same game)."""
    k = len(ours)
    if k == 1:
        return Fraction(scores[ours[0]][theirs[0]])
    if k == 2:
        other_ours, other_theirs = {ours[0]: ours[1], ours[1]: ours[0]}, {theirs[0]: theirs[1], theirs[1]: theirs[0]}
        return kernel_value([[Fraction(scores[a][other_theirs[b]] + scores[other_ours[a]][b]) for b in theirs]
                             for a in ours])
    defenders = []
    for our_defender in ours:
        row = []
        for their_defender in theirs:
            ours_pairs = list(combinations([x for x in ours if x != our_defender], 2))
            theirs_pairs = list(combinations([y for y in theirs if y != their_defender], 2))
            attackers = []
            for our_pair in ours_pairs:
                cells = []
                for their_pair in theirs_pairs:
                    accepting = []
                    for accepted_by_us in their_pair:  # rows: our defender accepts one of their attackers
                        line = []
                        for accepted_by_them in our_pair:
                            our_refused = next(x for x in our_pair if x != accepted_by_them)
                            their_refused = next(y for y in their_pair if y != accepted_by_us)
                            total = scores[our_defender][accepted_by_us] + scores[accepted_by_them][their_defender]
                            ours_left = tuple(x for x in ours if x not in (our_defender, accepted_by_them))
                            theirs_left = tuple(y for y in theirs if y not in (their_defender, accepted_by_us))
                            if k >= 5:
                                total = total + brute_value(scores, ours_left, theirs_left)
                            else:
                                total += scores[our_refused][their_refused]
                                if k == 4:
                                    total += scores[next(x for x in ours_left if x != our_refused)][
                                        next(y for y in theirs_left if y != their_refused)]
                            line.append(Fraction(total))
                        accepting.append(line)
                    cells.append(kernel_value(accepting))
                attackers.append(cells)
            row.append(kernel_value(attackers))
        defenders.append(row)
    return kernel_value(defenders)


def _frozen(rows):
    return tuple(tuple(row) for row in rows)


def matrix_of(rows):
    size = len(rows)
    return TeamMatrix(tuple(f"O{i}" for i in range(size)), tuple(f"T{j}" for j in range(size)),
                      tuple(tuple(Fraction(v) for v in row) for row in rows))


def random_rows(size, rng, values=None):
    values = values or [Fraction(v, 2) for v in range(41)]
    return [[rng.choice(values) for _ in range(size)] for _ in range(size)]


@pytest.mark.parametrize("size, seed", [(2, 1), (2, 2), (3, 1), (3, 2), (3, 3), (4, 1), (4, 2), (4, 3), (5, 1), (5, 2)])
def test_the_value_is_the_brute_force_enumerations(size, seed):
    rows = random_rows(size, random.Random(seed))
    everyone = tuple(range(size))
    assert evaluate(CaptainInput(matrix_of(rows))).value == brute_value(_frozen(rows), everyone, everyone)


@pytest.mark.parametrize("size, values", [(4, [0, 10, 20]), (5, [10]), (5, [0, 20]), (4, [Fraction(19, 2), 10])])
def test_ties_everywhere_are_still_exact(size, values):
    """Few distinct scores make most choices tie: the float pass cannot tell them apart, the Fractions must."""
    rows = random_rows(size, random.Random(size), [Fraction(v) for v in values])
    everyone = tuple(range(size))
    assert evaluate(CaptainInput(matrix_of(rows))).value == brute_value(_frozen(rows), everyone, everyone)


def test_a_diagonal_matrix_of_five_by_brute_force():
    rows = [[20 if i == j else 0 for j in range(5)] for i in range(5)]
    assert evaluate(CaptainInput(matrix_of(rows))).value == brute_value(_frozen(rows), tuple(range(5)), tuple(range(5)))


half_points = st.integers(0, 40).map(lambda v: Fraction(v, 2))


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 6).flatmap(lambda size: st.lists(st.lists(half_points, min_size=size, max_size=size),
                                                        min_size=size, max_size=size)))
def test_our_value_and_theirs_add_up_to_every_point_of_the_match(rows):
    """The ritual is the same for both captains: our value on M and theirs on 20 − Mᵀ add up to 20·K."""
    size = len(rows)
    theirs = [[20 - rows[i][j] for i in range(size)] for j in range(size)]
    ours_value = evaluate(CaptainInput(matrix_of(rows))).value
    theirs_value = evaluate(CaptainInput(matrix_of(theirs))).value
    assert ours_value + theirs_value == 20 * size


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 7), st.randoms(use_true_random=False))
def test_every_step_is_worth_the_mix_of_the_steps_it_leads_to(size, rng):
    """Along a random ritual: the value of each step is the two mixes' average of the positions each pair of choices
    leads to, and the what-ifs bracket it (the value is our best what-if at most, their best at least)."""
    matrix = matrix_of(random_rows(size, rng))
    revealed: tuple[Reveal, ...] = ()
    result = evaluate(CaptainInput(matrix))
    assert result.expected == result.value
    while result.step is not Step.DONE:
        ours, theirs = result.ours, result.theirs
        assert sum(ours.mix) == 1 and sum(theirs.mix) == 1 and min(ours.mix) >= 0 and min(theirs.mix) >= 0
        assert max(ours.what_if) <= result.expected <= min(theirs.what_if)
        average = Fraction(0)
        for i, p in enumerate(ours.mix):
            for j, q in enumerate(theirs.mix):
                if p and q:
                    following = evaluate(CaptainInput(matrix, (*revealed, Reveal(ours.choices[i], theirs.choices[j]))))
                    average += p * q * following.expected
        assert average == result.expected
        reveal = Reveal(rng.choice(ours.choices), rng.choice(theirs.choices))
        revealed = (*revealed, reveal)
        result = evaluate(CaptainInput(matrix, revealed))
    assert len(result.fixed) == size
    assert sorted(p.ours for p in result.fixed) == list(range(size)) == sorted(p.theirs for p in result.fixed)
    assert result.expected == sum(matrix.scores[p.ours][p.theirs] for p in result.fixed)


def test_two_a_side_by_hand():
    """The self-test's scenario: defenders (A, X) 8 + 10, (A, Y) 12 + 15, (B, X) 15 + 12, (B, Y) 10 + 8."""
    inputs = parse(SELF_TEST.scenario)
    result = evaluate(inputs)
    assert result.value == Fraction(45, 2)
    assert result.ours.mix == (Fraction(1, 2), Fraction(1, 2)) == result.theirs.mix
    assert result.ours.what_if == (18, 18) and result.theirs.what_if == (27, 27)
    values = CALCULATORS["pairing"].results(result)
    assert {key: values[key.split(".")[0]][key.split(".")[1]] if "." in key else values[key]
            for key in SELF_TEST.expected} == SELF_TEST.expected


def test_three_a_side_by_hand():
    """Our player 0 scores 20 against everyone, the rest 0: wherever the ritual puts them they make 20, and they
    are all we make."""
    result = evaluate(CaptainInput(matrix_of([[20, 20, 20], [0, 0, 0], [0, 0, 0]])))
    assert result.value == 20


def test_the_ritual_fixes_what_the_rules_say_for_four():
    """k = 4: the accepted attackers play the defenders, the refused ones each other, the two left over the scrum."""
    position = start(4)
    position = advance(position, Reveal(0, 1))
    assert choices(position)[0] == [(1, 2), (1, 3), (2, 3)]
    position = advance(position, Reveal((1, 2), (0, 3)))
    assert choices(position) == ([0, 3], [1, 2])
    position = advance(position, Reveal(3, 2))
    assert position.step is Step.DONE
    assert position.fixed == ((0, 3), (2, 1), (1, 0), (3, 2))


def test_five_goes_on_with_three_and_the_refused_attackers_go_back():
    position = advance(advance(advance(start(5), Reveal(0, 0)), Reveal((1, 2), (1, 2))), Reveal(1, 2))
    assert position.step is Step.DEFENDERS and position.fixed == ((0, 1), (2, 0))
    assert position.ours == (1, 3, 4) and position.theirs == (2, 3, 4)


def test_a_reveal_the_ritual_does_not_allow_is_refused_by_name():
    matrix = matrix_of(random_rows(4, random.Random(4)))
    with pytest.raises(InputError) as refused:
        CaptainInput(matrix, (Reveal(0, 1), Reveal((0, 2), (0, 2))))
    assert refused.value.field == "revealed[1].ours"
    with pytest.raises(InputError, match=r"revealed\[0\]\.theirs"):
        parse({"ours": ["A", "B"], "theirs": ["X", "Y"], "scores": [[1, 2], [3, 4]],
               "revealed": [{"ours": "A", "theirs": "A"}]})


def test_a_scenario_reads_back_what_it_wrote_mid_ritual():
    matrix = matrix_of(random_rows(6, random.Random(6)))
    inputs = CaptainInput(matrix, (Reveal(2, 4), Reveal((0, 5), (1, 2)), Reveal(2, 5)))
    calculator = CALCULATORS["pairing"]
    data = calculator.dump(inputs)
    assert data["revealed"][2] == {"ours": "T2", "theirs": "O5"}  # who each defender accepts: the other side's
    assert calculator.parse(data) == inputs


def test_a_draw_follows_the_mix_and_its_seed():
    mix = (Fraction(1, 3), Fraction(0), Fraction(2, 3))
    drawn = [draw(mix, seed) for seed in range(3000)]
    assert drawn == [draw(mix, seed) for seed in range(3000)]
    assert drawn.count(1) == 0 and 900 < drawn.count(0) < 1100


def test_the_exact_solvers_agree_with_the_kernels():
    rng = random.Random(7)
    for _ in range(60):
        m, n = rng.randint(1, 5), rng.randint(1, 5)
        matrix = [[Fraction(rng.randint(0, 6)) for _ in range(n)] for _ in range(m)]
        solution = exact_game(matrix)
        assert solution.value == kernel_value(matrix)
        assert all(sum(matrix[i][j] * q for j, q in enumerate(solution.columns)) <= solution.value for i in range(m))
        assert all(sum(matrix[i][j] * p for i, p in enumerate(solution.rows)) >= solution.value for j in range(n))
        noisy = [[float(value) + rng.uniform(-1e-7, 1e-7) for value in row] for row in matrix]
        lazy = lazy_exact_game(noisy, lambda i, j, matrix=matrix: matrix[i][j], 2e-7)
        assert lazy.value == solution.value
