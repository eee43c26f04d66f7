"""Edmonds' primal-dual blossom algorithm that keeps its dual solution, and can start from a matching.

rustworkx finds a maximum-weight matching fast but does not say why it is optimal. This
implementation returns the duals with the matching, which is what lets
``companion.tournament.matching`` prove a matching of a sparse graph optimal on the complete one.
It is Galil's formulation ("Efficient algorithms for finding maximum matching in graphs", 1986) in
integers, with the search organised for perfect matchings: each stage grows one alternating tree
from one unmatched vertex until it reaches another, a dual step costs O(1) (the tree's duals move
by a running offset, written back when a vertex's label changes) and the three kinds of step are
kept in heaps. A stage thus costs about the size of its tree, not of the graph, so a good start
(``greedy_start``) leaves little to do.

Scale: an edge (i, j) of weight w has slack ``u[i] + u[j] − 2w + 2·Σ z[b]`` over the blossoms b that
hold both ends. Every step stays an integer: the vertices of one tree have duals of one parity.
Correct for graphs that have a perfect matching (what the pairing gives it); ``Duals`` is the
certificate, which ``companion.tournament.matching`` checks rather than trusts.
"""

import heapq
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Duals:
    """Vertex duals, and each blossom of the final matching with a positive dual as (its vertices, its dual)."""

    vertex: list[int]
    blossoms: list[tuple[tuple[int, ...], int]]


def greedy_start(nodes: int, edges: Sequence[tuple[int, int, int]]) -> tuple[list[int], list[int]]:
    """A start for ``max_weight_matching``: each vertex's dual lowered to the least that keeps its edges'
    slack ≥ 0, and an edge matched whenever it becomes tight between two unmatched vertices."""
    near: list[list[tuple[int, int]]] = [[] for _ in range(nodes)]
    for i, j, w in edges:
        near[i].append((w, j))
        near[j].append((w, i))
    for options in near:
        options.sort(reverse=True)
    duals = [options[0][0] if options else 0 for options in near]
    mate = [-1] * nodes
    for _ in range(2):
        for i in range(nodes):
            if mate[i] >= 0 or not near[i]:
                continue
            duals[i] = max(2 * w - duals[j] for w, j in near[i])
            for w, j in near[i]:
                if mate[j] < 0 and duals[i] + duals[j] == 2 * w:
                    mate[i], mate[j] = j, i
                    break
    return mate, duals


def max_weight_matching(nodes: int, edges: Sequence[tuple[int, int, int]], mate: Sequence[int] | None = None,
                        duals: Sequence[int] | None = None) -> tuple[list[int], Duals]:
    """A maximum-weight perfect matching, as each vertex's partner, and its duals (a partner −1 only when the
    graph has no perfect matching).

    ``mate`` and ``duals`` start the search (both or neither): a matching whose edges are tight under the
    vertex duals, with every edge's slack ≥ 0. Without them every vertex dual starts at the largest weight.
    """
    n = nodes
    edge_i = [edge[0] for edge in edges]
    edge_j = [edge[1] for edge in edges]
    weight = [edge[2] for edge in edges]
    endpoint = [end for edge in edges for end in (edge[0], edge[1])]
    neighbours: list[list[int]] = [[] for _ in range(n)]
    for k, (i, j, _) in enumerate(edges):
        neighbours[i].append(2 * k + 1)
        neighbours[j].append(2 * k)
    mate_end = [-1] * n  # the remote endpoint (2k or 2k+1) of a vertex's matched edge, −1 when unmatched
    if mate is not None:
        index = {(min(i, j), max(i, j)): k for k, (i, j, _) in enumerate(edges)}
        for v, other in enumerate(mate):
            if other >= 0:
                k = index[min(v, other), max(v, other)]
                mate_end[v] = 2 * k + 1 if edge_i[k] == v else 2 * k
    label = [0] * (2 * n)  # 0 none, 1 S (outer), 2 T (inner); 5 marks a blossom being scanned
    label_end = [-1] * (2 * n)
    in_blossom = list(range(n))
    parent = [-1] * (2 * n)
    children: list[list[int]] = [[] for _ in range(2 * n)]
    child_ends: list[list[int]] = [[] for _ in range(2 * n)]
    leaf_lists: list[list[int]] = [[v] for v in range(n)] + [[] for _ in range(n)]
    base = list(range(n)) + [-1] * n
    best_edge = [-1] * (2 * n)
    best_edges: list[list[int] | None] = [None] * (2 * n)
    unused = list(range(n, 2 * n))
    dual = (list(duals) if duals is not None else [max([0, *weight])] * n) + [0] * n
    since = [0] * (2 * n)  # the offset at which a labelled vertex's or blossom's dual was last written back
    offset = 0  # the sum of this stage's dual steps: S vertices' duals are lower by it, T vertices' higher
    allowed = [False] * len(edges)
    queue: list[int] = []
    stamp = [-1] * (2 * n)
    labelled: list[int] = []  # the vertices and blossoms labelled in this stage
    opened: list[int] = []  # the edges made allowable in this stage
    to_free: list[tuple[int, int, int]] = []  # (slack + offset, vertex, edge): an S vertex to an unlabelled one
    to_outer: list[tuple[int, int, int]] = []  # (slack + 2·offset, S blossom, edge): between two S blossoms
    to_expand: list[tuple[int, int]] = []  # (dual + offset, T blossom)
    stage = 0

    def mark(b: int) -> None:
        if stamp[b] != stage:
            stamp[b] = stage
            labelled.append(b)

    def true_dual(v: int) -> int:
        state = label[in_blossom[v]]
        if state == 1 or state == 5:
            return dual[v] - offset + since[v]
        if state == 2:
            return dual[v] + offset - since[v]
        return dual[v]

    def write_back(b: int) -> None:
        """Fix the duals of top-level blossom b and its vertices at the current offset (before its label changes)."""
        state = label[b]
        sign = -1 if state == 1 or state == 5 else 1 if state == 2 else 0
        if sign:
            for leaf in leaf_lists[b]:
                dual[leaf] += sign * (offset - since[leaf])
            if b >= n:
                dual[b] -= sign * (offset - since[b])
        for leaf in leaf_lists[b]:
            since[leaf] = offset
        since[b] = offset

    def slack(k: int) -> int:
        return true_dual(edge_i[k]) + true_dual(edge_j[k]) - 2 * weight[k]

    def assign_label(w: int, t: int, p: int) -> None:
        while True:
            b = in_blossom[w]
            write_back(b)
            mark(w)
            mark(b)
            label[w] = label[b] = t
            label_end[w] = label_end[b] = p
            best_edge[w] = best_edge[b] = -1
            if t == 1:
                queue.extend(leaf_lists[b])
                return
            if b >= n:
                heapq.heappush(to_expand, (dual[b] + offset, b))
            mate_of_base = mate_end[base[b]]
            w, t, p = endpoint[mate_of_base], 1, mate_of_base ^ 1

    def scan_blossom(v: int, w: int) -> int:
        """The base of the blossom that edge v–w closes."""
        path, found = [], -1
        while v != -1 or w != -1:
            b = in_blossom[v]
            if label[b] & 4:
                found = base[b]
                break
            path.append(b)
            label[b] = 5
            if label_end[b] == -1:
                v = -1
            else:
                v = endpoint[label_end[in_blossom[endpoint[label_end[b]]]]]
            if w != -1:
                v, w = w, v
        for b in path:
            label[b] = 1
        return found

    def add_blossom(new_base: int, k: int) -> None:
        v, w = edge_i[k], edge_j[k]
        bb, bv, bw = in_blossom[new_base], in_blossom[v], in_blossom[w]
        b = unused.pop()
        base[b], parent[b], parent[bb] = new_base, -1, b
        path: list[int] = []
        ends: list[int] = []
        while bv != bb:
            parent[bv] = b
            path.append(bv)
            ends.append(label_end[bv])
            bv = in_blossom[endpoint[label_end[bv]]]
        path.append(bb)
        path.reverse()
        ends.reverse()
        ends.append(2 * k)
        while bw != bb:
            parent[bw] = b
            path.append(bw)
            ends.append(label_end[bw] ^ 1)
            bw = in_blossom[endpoint[label_end[bw]]]
        for sub in path:
            if label[sub] == 2:
                write_back(sub)  # its vertices turn from T to S
            elif sub >= n:
                dual[sub] += offset - since[sub]  # no longer top-level: its dual stays as it is now
        children[b], child_ends[b] = path, ends
        leaf_lists[b] = [leaf for sub in path for leaf in leaf_lists[sub]]
        mark(b)
        label[b], label_end[b], dual[b], since[b] = 1, label_end[bb], 0, offset
        for leaf in leaf_lists[b]:
            if label[in_blossom[leaf]] == 2:
                queue.append(leaf)
            in_blossom[leaf] = b
        best_to: dict[int, int] = {}
        for sub in path:
            listed = best_edges[sub]
            lists = listed if listed is not None else [p // 2 for leaf in leaf_lists[sub] for p in neighbours[leaf]]
            for e in lists:
                j = edge_j[e] if in_blossom[edge_i[e]] == b else edge_i[e]
                bj = in_blossom[j]
                if bj != b and label[bj] == 1 and (bj not in best_to or slack(e) < slack(best_to[bj])):
                    best_to[bj] = e
            best_edges[sub], best_edge[sub] = None, -1
        best_edges[b] = found = list(best_to.values())
        best_edge[b] = min(found, key=slack, default=-1)
        if best_edge[b] != -1:
            heapq.heappush(to_outer, (slack(best_edge[b]) + 2 * offset, b, best_edge[b]))

    def expand_blossom(b: int, end_of_stage: bool) -> None:
        if not end_of_stage:
            write_back(b)
        for s in children[b]:
            parent[s] = -1
            since[s] = offset
            if s < n:
                in_blossom[s] = s
            elif end_of_stage and dual[s] == 0:
                expand_blossom(s, end_of_stage)
            else:
                for leaf in leaf_lists[s]:
                    in_blossom[leaf] = s
        if not end_of_stage and label[b] == 2:
            kids, ends = children[b], child_ends[b]
            entry = in_blossom[endpoint[label_end[b] ^ 1]]
            j = kids.index(entry)
            if j & 1:
                j -= len(kids)
                step, trick = 1, 0
            else:
                step, trick = -1, 1
            p = label_end[b]
            while j != 0:
                label[endpoint[p ^ 1]] = 0
                label[endpoint[ends[j - trick] ^ trick ^ 1]] = 0
                assign_label(endpoint[p ^ 1], 2, p)
                allowed[ends[j - trick] // 2] = True
                opened.append(ends[j - trick] // 2)
                j += step
                p = ends[j - trick] ^ trick
                allowed[p // 2] = True
                opened.append(p // 2)
                j += step
            bv = kids[j]
            mark(endpoint[p ^ 1])
            mark(bv)
            label[endpoint[p ^ 1]] = label[bv] = 2
            label_end[endpoint[p ^ 1]] = label_end[bv] = p
            best_edge[bv] = -1
            if bv >= n:
                heapq.heappush(to_expand, (dual[bv] + offset, bv))
            j += step
            while kids[j] != entry:
                bv = kids[j]
                if label[bv] == 1:
                    j += step
                    continue
                inner = next((leaf for leaf in leaf_lists[bv] if label[leaf] != 0), None)
                if inner is not None:
                    label[inner] = 0
                    label[endpoint[mate_end[base[bv]]]] = 0
                    assign_label(inner, 2, label_end[inner])
                j += step
            for leaf in leaf_lists[b]:  # vertices left unlabelled take part in the steps again
                if label[in_blossom[leaf]] == 0 and best_edge[leaf] != -1:
                    heapq.heappush(to_free, (slack(best_edge[leaf]) + offset, leaf, best_edge[leaf]))
        label[b] = label_end[b] = -1
        children[b], child_ends[b], leaf_lists[b], best_edges[b] = [], [], [], None
        base[b], best_edge[b] = -1, -1
        unused.append(b)

    def augment_blossom(b: int, v: int) -> None:
        t = v
        while parent[t] != b:
            t = parent[t]
        if t >= n:
            augment_blossom(t, v)
        kids, ends = children[b], child_ends[b]
        i = j = kids.index(t)
        if i & 1:
            j -= len(kids)
            step, trick = 1, 0
        else:
            step, trick = -1, 1
        while j != 0:
            j += step
            t = kids[j]
            p = ends[j - trick] ^ trick
            if t >= n:
                augment_blossom(t, endpoint[p])
            j += step
            t = kids[j]
            if t >= n:
                augment_blossom(t, endpoint[p ^ 1])
            mate_end[endpoint[p]] = p ^ 1
            mate_end[endpoint[p ^ 1]] = p
        children[b] = kids[i:] + kids[:i]
        child_ends[b] = ends[i:] + ends[:i]
        base[b] = base[children[b][0]]

    def augment(k: int) -> None:
        for s, p in ((edge_i[k], 2 * k + 1), (edge_j[k], 2 * k)):
            while True:
                bs = in_blossom[s]
                if bs >= n:
                    augment_blossom(bs, s)
                mate_end[s] = p
                if label_end[bs] == -1:
                    break
                t = endpoint[label_end[bs]]
                bt = in_blossom[t]
                s = endpoint[label_end[bt]]
                j = endpoint[label_end[bt] ^ 1]
                if bt >= n:
                    augment_blossom(bt, j)
                mate_end[j] = label_end[bt]
                p = label_end[bt] ^ 1

    def next_step() -> tuple[int, int, int]:
        """The smallest dual step that makes an edge tight or a T blossom's dual 0: (kind, step, edge or blossom)."""
        found = (0, 0, -1)
        while to_free:
            key, w, k = to_free[0]
            if label[in_blossom[w]] != 0 or best_edge[w] != k:
                heapq.heappop(to_free)
            elif slack(k) != key - offset:
                heapq.heapreplace(to_free, (slack(k) + offset, w, k))
            else:
                found = (2, key - offset, k)
                break
        while to_outer:
            key, b, k = to_outer[0]
            if parent[b] != -1 or label[b] != 1 or best_edge[b] != k or in_blossom[edge_i[k]] == in_blossom[edge_j[k]]:
                heapq.heappop(to_outer)
            else:
                if found[0] == 0 or (key - 2 * offset) // 2 < found[1]:
                    found = (3, (key - 2 * offset) // 2, k)
                break
        while to_expand:
            key, b = to_expand[0]
            if parent[b] != -1 or label[b] != 2 or base[b] < 0:
                heapq.heappop(to_expand)
            elif dual[b] - offset + since[b] != key - offset:
                heapq.heapreplace(to_expand, (dual[b] + since[b], b))
            else:
                if found[0] == 0 or key - offset < found[1]:
                    found = (4, key - offset, b)
                break
        return found

    for root in [v for v in range(n) if mate_end[v] == -1]:
        if mate_end[root] != -1:
            continue
        stage += 1
        offset = 0
        queue.clear()
        to_free.clear()
        to_outer.clear()
        to_expand.clear()
        assign_label(root, 1, -1)
        augmented = False
        while not augmented:
            while queue and not augmented:
                v = queue.pop()
                bv = in_blossom[v]
                dual_v = dual[v] - offset + since[v]
                for p in neighbours[v]:
                    k, w = p >> 1, endpoint[p]
                    bw = in_blossom[w]
                    if bv == bw:
                        continue
                    if not allowed[k]:
                        k_slack = dual_v + true_dual(w) - 2 * weight[k]
                        if k_slack <= 0:
                            allowed[k] = True
                            opened.append(k)
                    if allowed[k]:
                        if label[bw] == 0:
                            if mate_end[base[bw]] == -1:  # another unmatched vertex: augment
                                assign_label(w, 1, -1)
                                augment(k)
                                augmented = True
                                break
                            assign_label(w, 2, p ^ 1)
                        elif label[bw] == 1:
                            add_blossom(scan_blossom(v, w), k)
                            bv = in_blossom[v]
                            dual_v = true_dual(v)
                        elif label[w] == 0:
                            mark(w)
                            label[w], label_end[w] = 2, p ^ 1
                    elif label[bw] == 1:
                        if best_edge[bv] == -1 or k_slack < slack(best_edge[bv]):
                            best_edge[bv] = k
                            heapq.heappush(to_outer, (k_slack + 2 * offset, bv, k))
                    elif label[w] == 0:
                        mark(w)  # its best edge is reset with the stage
                        if best_edge[w] == -1 or k_slack < slack(best_edge[w]):
                            best_edge[w] = k
                            heapq.heappush(to_free, (k_slack + offset, w, k))
            if augmented:
                break
            kind, delta, which = next_step()
            if kind == 0:
                break  # nothing more to reach from this root: no perfect matching
            offset += delta
            if kind == 2:
                allowed[which] = True
                opened.append(which)
                i = edge_i[which]
                queue.append(i if label[in_blossom[i]] == 1 else edge_j[which])
            elif kind == 3:
                allowed[which] = True
                opened.append(which)
                queue.append(edge_i[which])
            else:
                expand_blossom(which, False)
        for b in labelled:
            if parent[b] == -1 and (b < n or base[b] >= 0):
                write_back(b)
        for b in labelled:
            if b >= n and parent[b] == -1 and base[b] >= 0 and label[b] == 1 and dual[b] == 0:
                expand_blossom(b, True)
        for b in labelled:
            label[b], label_end[b], best_edge[b] = 0, -1, -1
            if b >= n:
                best_edges[b] = None
        for k in opened:
            allowed[k] = False
        labelled.clear()
        opened.clear()
    partner = [endpoint[end] if end >= 0 else -1 for end in mate_end]
    blossoms = [(tuple(sorted(leaf_lists[b])), dual[b]) for b in range(n, 2 * n) if base[b] >= 0 and dual[b] > 0]
    return partner, Duals(dual[:n], blossoms)
