"""The forms' spin boxes read their range from the field's declaration: what a file may hold, no more.

For each sampled box: its range is the declared one, a file holding one more than its maximum is
refused naming that range, and the page's input at the box's maximum is one the model accepts.
"""

import json

import pytest
from PySide6.QtCore import Qt

from companion.model.errors import InputError
from companion.model.fields import declared
from companion.model.lustria.encounters import Unit
from companion.model.lustria.shooting import ShootingInput
from companion.model.ringball.rolls import CourageInput, WoundInput
from companion.model.ringball.steal import CarrierSide, Stealer
from companion.model.ringball.throw import Catcher, Thrower
from companion.model.trench_crusade.attack_input import Attack, SuccessSources, Target
from companion.model.trench_crusade.compare import Loadout
from companion.model.trench_crusade.sequence import SequenceInput
from companion.model.warzone.damage import DamageInput
from companion.model.warzone.environments import RadioactiveInput
from companion.model.warzone.ramming import Vehicle
from companion.model.warzone.victory import VictoryInput
from companion.scenario import parse_scenario, scenario_to_json
from tests.helpers import settle

BOXES = [
    # (page, path to its spin box, the declared class and field, the field's path in a scenario file)
    ("RammingPanel", "sz", Vehicle, "sz", ("vehicle", "sz")),
    ("RammingPanel", "ld", Vehicle, "ld", ("vehicle", "ld")),
    ("DamagePanel", "multiplier", DamageInput, "multiplier", ("multiplier",)),
    ("EnvironmentsPanel", "models", RadioactiveInput, "models", ("models",)),
    ("VictoryPanel", "game_size", VictoryInput, "game_size", ("game_size",)),
    ("StealPanel", "stealer_might", Stealer, "might", ("attacker", "might")),
    ("StealPanel", "carrier_dice", CarrierSide, "attacks", ("carrier", "attacks")),
    ("ThrowPanel", "thrower_strength", Thrower, "strength", ("thrower", "strength")),
    ("ThrowPanel", "receiver_shoot", Catcher, "shoot", ("receiver", "shoot")),
    ("WoundPanel", "defence", WoundInput, "defence", ("defence",)),
    ("CouragePanel", "courage", CourageInput, "courage", ("courage",)),
    ("ShootingPanel", "shots", ShootingInput, "shots", ("shots",)),
    ("ShootingPanel", "other_modifier", ShootingInput, "hit_modifier", None),
    ("EncounterPanel", "leadership", Unit, "leadership", ("unit", "leadership")),
    ("AttackPanel", "weapon.characteristic", SuccessSources, "characteristic", None),
    ("AttackPanel", "weapon.injury_modifier", Attack, "injury_modifier", ("attack", "injury_modifier")),
    ("AttackPanel", "target.blood", Target, "blood_markers", ("target", "blood_markers")),
    ("AttackPanel", "target.innate_armour", Target, "innate_armour", ("target", "innate_armour")),
    ("SequencePanel", "attacks", SequenceInput, "attacks", ("attacks",)),
]


def widget_at(panel, path):
    widget = panel
    for name in path.split("."):
        widget = getattr(widget, name)
    return widget


def test_every_sampled_spin_box_offers_the_declared_range_and_no_more(qtbot, window):
    panels = {type(panel).__name__: panel for panel in window.all_panels()}
    for page, path, cls, name, key_path in BOXES:
        panel = panels[page]
        box = widget_at(panel, path)
        lo, hi = declared(cls, name).range
        assert (box.minimum(), box.maximum()) == (lo, hi), f"{page}.{path}"
        box.setValue(hi + 1)  # typed past the end: the box keeps the declared maximum
        assert box.value() == hi, f"{page}.{path}"
        settle(qtbot, panel)
        scenario = panel.scenario()
        assert not panel.status_label.isVisibleTo(panel), (f"{page}.{path}", panel.status_label.text())
        if key_path is not None:  # else kept in the file as part of a net, or as a named loadout's attacks
            assert_file_refuses_one_more(scenario, key_path, lo, hi)


def test_the_compare_attacks_column_takes_the_declared_range_and_no_more(qtbot, window):
    """Compare's loadouts are rows of the shared row editor: its attacks column, not a spin box, holds the range."""
    compare = next(panel for panel in window.all_panels() if type(panel).__name__ == "ComparePanel")
    rows = compare.loadout_box.rows
    lo, hi = declared(Loadout, "attacks").range
    column = rows.columns[rows.model.column_of("attacks")]
    assert (column.minimum, column.maximum) == (lo, hi)
    assert rows.set_cell(0, "attacks", hi) and not rows.set_cell(0, "attacks", hi + 1)
    assert not rows.set_cell(0, "attacks", lo - 1)
    assert rows.rows()[0]["attacks"] == hi


def assert_file_refuses_one_more(scenario, key_path, lo, hi):
    """The page's file holds the maximum; one more is refused, naming the declared range."""
    data = json.loads(json.dumps(scenario_to_json(scenario)))
    holder = data
    for key in key_path[:-1]:
        holder = holder[key]
    assert holder[key_path[-1]] == hi, key_path
    holder[key_path[-1]] = hi + 1
    with pytest.raises(InputError) as caught:
        parse_scenario(data)
    assert (caught.value.field, caught.value.arguments) == (".".join(key_path), (lo, hi))


def test_a_loadouts_attacks_cell_offers_the_declared_range(qtbot, window):
    """Compare's attacks are a column of its loadout table: the column's bounds are the declaration's."""
    from companion.gui.trench_crusade.compare import LOADOUT_COLUMNS

    panel = window.game_tabs[0].compare_panel
    column = next(column for column in LOADOUT_COLUMNS if column.key == "attacks")
    assert (column.minimum, column.maximum) == declared(Loadout, "attacks").range
    model = panel.loadout_box.rows.model
    cell = model.index(0, LOADOUT_COLUMNS.index(column))
    model.setData(cell, column.maximum + 1)
    assert model.data(cell, Qt.ItemDataRole.EditRole) <= column.maximum, "an edit past the end is refused or bounded"
