"""The Round page, in parts: its table model (``model``), the pairing view (the round shown, pairing and
re-pairing, ``pairing_view``), the result form (``result_form``) and the swap form (``swap_form``); ``page``
composes them."""

from companion.tournament.gui.round.model import RoundModel
from companion.tournament.gui.round.page import RoundPage

__all__ = ["RoundModel", "RoundPage"]
