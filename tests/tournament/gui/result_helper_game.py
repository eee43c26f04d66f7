"""A result helper as a new game would offer it (``GameEntry.desk_module``), for the desk's tests: it answers at
once with 12–7 and the second player conceding, and keeps what it was asked."""

from fractions import Fraction

from companion.games import HelperAnswer


class CountingHelper:
    def __init__(self):
        self.asked = []

    def label(self) -> str:
        return "&Count the jungle's points…"

    def run(self, parent, table, answer) -> None:
        self.asked.append(table)
        answer(HelperAnswer((Fraction(12), Fraction(7)), 1, "Counted."))


def result_helpers():
    return (CountingHelper(),)
