"""The dual-keeping blossom against rustworkx's, and its duals as a certificate, on random graphs."""

import random

import pytest
import rustworkx

from companion.tournament.blossom import greedy_start, max_weight_matching


def assert_certificate(edges, partner, duals):
    """Every edge's slack ≥ 0, matched edges' 0, and each blossom odd with a positive dual and full."""
    inside: dict[int, list[tuple[set[int], int]]] = {}
    for members, z in duals.blossoms:
        assert z > 0 and len(members) % 2 == 1
        assert sum(partner[v] in members for v in members) == len(members) - 1
        for v in members:
            inside.setdefault(v, []).append((set(members), z))
    for i, j, w in edges:
        slack = duals.vertex[i] + duals.vertex[j] - 2 * w + 2 * sum(z for group, z in inside.get(i, []) if j in group)
        assert slack >= 0
        if partner[i] == j:
            assert slack == 0


def random_graphs(count, seed):
    rng = random.Random(seed)
    made = 0
    while made < count:
        n = rng.randrange(2, 28)
        density = rng.random()
        scale = rng.choice((1, 1, 10**20))
        top = rng.choice((3, 100, 10**6))
        edges = [(i, j, rng.randrange(top) * scale) for i in range(n) for j in range(i + 1, n) if rng.random() < density]
        graph = rustworkx.PyGraph()
        graph.add_nodes_from(range(n))
        graph.add_edges_from(edges)
        reference = rustworkx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
        if 2 * len(reference) == n:
            made += 1
            yield n, edges, reference


@pytest.mark.parametrize("warm", [False, True])
def test_the_matching_is_rustworkx_optimum_and_the_duals_prove_it(warm):
    for n, edges, reference in random_graphs(1500, 11 + warm):
        weight = {(i, j): w for i, j, w in edges}
        start = greedy_start(n, edges) if warm else (None, None)
        partner, duals = max_weight_matching(n, edges, *start)
        assert all(partner[partner[v]] == v for v in range(n))
        total = sum(weight[min(v, partner[v]), max(v, partner[v])] for v in range(n) if v < partner[v])
        assert total == sum(weight[min(pair), max(pair)] for pair in reference)
        assert_certificate(edges, partner, duals)


def test_the_greedy_start_is_a_valid_start():
    for n, edges, _ in random_graphs(300, 5):
        mate, duals = greedy_start(n, edges)
        for i, j, w in edges:
            assert duals[i] + duals[j] >= 2 * w
            if mate[i] == j:
                assert duals[i] + duals[j] == 2 * w


def test_a_graph_without_a_perfect_matching_leaves_a_vertex_unmatched():
    partner, _ = max_weight_matching(5, [(0, 1, 3), (1, 2, 4), (2, 3, 5), (3, 4, 1)])
    assert sorted(partner).count(-1) == 1
    star, _ = max_weight_matching(4, [(0, 1, 1), (0, 2, 1), (0, 3, 1)])
    assert star.count(-1) == 2
