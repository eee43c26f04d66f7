"""What the organiser gives besides the games: bonus or penalty points with a reason, and soft scores (painting,
sportsmanship); the rules are ``soft_scores``'."""

from fractions import Fraction

from sqlalchemy import select

from companion.tournament.event import Adjustment, SoftScore
from companion.tournament.exports import exact
from companion.tournament.log import LogKind
from companion.tournament.soft_scores import check_soft_score, clean_adjustment
from companion.tournament.store import schema
from companion.tournament.store.base import StoreBase
from companion.tournament.store.rows import current_round
from companion.tournament.store.transaction import Transaction


class ScoreActions(StoreBase):
    def adjust(self, player_id: int, points: Fraction | int, reason: str) -> Adjustment:
        """Bonus (> 0) or penalty (< 0) tournament points for a player, with a reason ("late list"): one change,
        logged (ADJUST) and undoable; it counts toward the player's tournament points at once."""
        value, text = clean_adjustment(points, reason)

        def action(tx: "Transaction") -> Adjustment:
            player = tx.player(player_id)
            number = current_round(tx.connection)
            key = tx.insert(schema.adjustment, {"player_id": player.id, "round_number": number, "points": value,
                                                "reason": text})
            tx.log(LogKind.ADJUST, player=player.id, name=player.name, points=exact(value), reason=text, round=number)
            return Adjustment(key["id"], player.id, value, text, number)

        return self._write(action)

    def set_soft_score(self, player_id: int, kind: str, value: Fraction | int, round_number: int = 0) -> SoftScore:
        """A player's soft score of that kind (for the whole event, round 0, or for a round): one change, logged
        (SOFT_SCORE, with the value it replaced) and undoable. Entering it again replaces it."""

        def action(tx: "Transaction") -> SoftScore:
            player = tx.player(player_id)
            checked = check_soft_score(kind, value, round_number, current_round(tx.connection))
            key = {"player_id": player.id, "kind": str(checked.kind), "round_number": checked.round}
            table = schema.soft_score
            before = tx.connection.execute(select(table.c.value).where(
                *(table.c[name] == item for name, item in key.items()))).scalar()
            if before is None:
                tx.insert(table, {**key, "value": checked.value})
            elif before != checked.value:
                tx.update(table, key, {"value": checked.value})
            else:
                return SoftScore(player.id, checked.kind, checked.value, checked.round)
            tx.log(LogKind.SOFT_SCORE, player=player.id, name=player.name, kind_name=str(checked.kind),
                   value=exact(checked.value), replaced=None if before is None else exact(before),
                   round=checked.round)
            return SoftScore(player.id, checked.kind, checked.value, checked.round)

        return self._write(action)
