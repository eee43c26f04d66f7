"""The Warzone environments page: the Radioactive Zone turn tracker and the Tunnel checklist.

The tracker is the ``radioactive`` calculator: which cumulative effects a
unit suffers this turn and, from the risk turn on, the wounds the ATS test
deals. The Tunnel has nothing to compute, so it is a checklist of the model's
``TUNNEL_CHANGES`` that a player ticks off while setting up the table.
"""

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGroupBox,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from companion.formatting import fill, integer, percent, signed
from companion.gui.panel import CalculatorPanel
from companion.gui.widgets.charts import BarChart
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import FormGroup, set_maximum, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import ResultTable
from companion.gui.widgets.tables import FittedTable
from companion.model.fields import declared
from companion.model.warzone.environments import (
    RADIOACTIVE_TABLE,
    RISK_ATS,
    RISK_TURN,
    TUNNEL_CHANGES,
    RadiationEffect,
    RadioactiveInput,
    RadioactiveResult,
    TunnelChange,
    TunnelRule,
    ZoneEffect,
    ZoneStatus,
    remove_contamination_marker,
)

TUNNEL_SETTINGS_KEY = "warzone/tunnel_checked"


class EnvironmentsPanel(CalculatorPanel):

    # --- form ---

    def build_form(self) -> None:
        self.zone_group = FormGroup()
        turns = declared(RadioactiveInput, "turn").range
        self.turn = self.zone_group.add_row(spin_box(*turns, 1))
        self.landing = self.zone_group.add_row(spin_box(*turns, 1))
        self.unit_group = FormGroup()
        models = declared(RadioactiveInput, "models").range
        self.models = self.unit_group.add_row(spin_box(*models, 5))
        self.contaminated = self.unit_group.add_row(spin_box(0, models[1], 0))
        self.remove_marker = self.unit_group.add_row(QPushButton())
        self.wounds = self.unit_group.add_row(spin_box(*declared(RadioactiveInput, "wounds").range, 1))
        self.form_layout.addWidget(self.zone_group)
        self.form_layout.addWidget(self.unit_group)
        # first, so the form is never read out of range
        self.turn.valueChanged.connect(self._limit_landing)
        self.models.valueChanged.connect(self._limit_contaminated)
        self._limit_contaminated()
        self.remove_marker.clicked.connect(self.remove_contamination_marker)
        self.connect_inputs(self.turn, self.landing, self.contaminated, self.models, self.wounds)

    def _limit_landing(self) -> None:
        """A unit cannot land after the current Turn: the landing Turn's legal range ends at it."""
        set_maximum(self.landing, self.turn.value())

    def _limit_contaminated(self) -> None:
        """No more contaminated models than the unit has."""
        set_maximum(self.contaminated, self.models.value())

    def update_enabled(self) -> None:
        self.remove_marker.setEnabled(self.contaminated.value() > 0)

    def remove_contamination_marker(self) -> None:
        """A Medic, Necromancy or Technomancy model frees one contaminated model of its token."""
        self.load_inputs(remove_contamination_marker(self.read_inputs()))

    def build_results(self) -> None:
        self.status = WrappedLabel()
        font = QFont(self.status.font())
        font.setBold(True)
        self.status.setFont(font)
        self.results_layout.addWidget(self.status)
        self.check_note = WrappedLabel()
        self.results_layout.addWidget(self.check_note)
        self.effects = FittedTable(3, stretch=1, centred_columns=(0, 2))
        self.results_layout.addWidget(self.effects)
        self.risk_group = QGroupBox()
        risk_layout = QVBoxLayout(self.risk_group)
        self.table = ResultTable()
        self.risk_note = WrappedLabel()
        self.wounds_chart = BarChart()
        self.wounds_chart.setMinimumHeight(200)
        risk_layout.addWidget(self.risk_note)
        risk_layout.addWidget(self.table)
        risk_layout.addWidget(self.wounds_chart)
        self.results_layout.addWidget(self.risk_group)
        self.reading = WrappedLabel()
        self.results_layout.addWidget(self.reading)

        self.tunnel_group = QGroupBox()
        tunnel_layout = QVBoxLayout(self.tunnel_group)
        self.tunnel_intro = WrappedLabel()
        self.tunnel = QListWidget()
        self.tunnel.setWordWrap(True)
        self.tunnel.setSpacing(3)
        self.tunnel_intro.setBuddy(self.tunnel)
        checked = self._stored_tunnel_ticks()
        for change in TUNNEL_CHANGES:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, change.rule.value)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable)
            item.setCheckState(Qt.CheckState.Checked if change.rule.value in checked else Qt.CheckState.Unchecked)
            self.tunnel.addItem(item)
        self.tunnel.itemChanged.connect(self._store_tunnel_ticks)
        self.clear_ticks = QPushButton()
        self.clear_ticks.clicked.connect(self.untick_all)
        tunnel_layout.addWidget(self.tunnel_intro)
        tunnel_layout.addWidget(self.tunnel, 1)
        tunnel_layout.addWidget(self.clear_ticks, 0, Qt.AlignmentFlag.AlignLeft)
        self.tunnel_group.setMinimumWidth(300)
        self.tunnel_group.setMaximumWidth(420)
        self.splitter.addWidget(self.tunnel_group)
        self.splitter.setStretchFactor(2, 0)

    def charts(self) -> list[ExportableChart]:
        return [self.wounds_chart]

    # --- the Tunnel checklist ---

    def _stored_tunnel_ticks(self) -> set[str]:
        stored = self.settings.value(TUNNEL_SETTINGS_KEY, []) if self.settings is not None else []
        return {stored} if isinstance(stored, str) else set(stored or [])

    def _store_tunnel_ticks(self, *_) -> None:
        if self.settings is not None:
            self.settings.setValue(TUNNEL_SETTINGS_KEY, self.ticked_tunnel_rules())

    def ticked_tunnel_rules(self) -> list[str]:
        return [self.tunnel.item(row).data(Qt.ItemDataRole.UserRole) for row in range(self.tunnel.count())
                if self.tunnel.item(row).checkState() == Qt.CheckState.Checked]

    def untick_all(self) -> None:
        for row in range(self.tunnel.count()):
            self.tunnel.item(row).setCheckState(Qt.CheckState.Unchecked)

    def tunnel_text(self, change: TunnelChange) -> str:
        texts = {
            TunnelRule.INSIDE_TUNNELS_ONLY: self.tr("Lines of sight and movement only run inside the tunnels."),
            TunnelRule.TOO_WIDE_CANNOT_PASS: self.tr(
                "A model whose real base or body is wider than a tunnel cannot go through it."),
            TunnelRule.NIGHT_RULES: self.tr("Every adverse effect of the Night applies, with the changes below."),
            TunnelRule.LOS_LIMIT: self.tr("Line of sight reaches %1\" instead of the Night's 12\"."),
            TunnelRule.MUZZLE_FLASH_WHOLE_TURN: self.tr(
                "Muzzle-flash markers stay until the end of the Turn, not just the Round."),
            TunnelRule.MARKED_BEYOND_LOS_MODIFIER: self.tr(
                "Shooting at marked units beyond normal line of sight is at %1 instead of −8."),
            TunnelRule.COMM_FAILURE: self.tr("Comm Failure is in effect."),
            TunnelRule.REDUCED_MORALE: self.tr("Reduced Morale %1 is in effect."),
            TunnelRule.STEALTH_CARDS_IGNORE_WIDTH: self.tr(
                "Unit Cards of Stealth, Stalk or Lurk units may move through tunnels narrower than they are."),
            TunnelRule.INDIRECT_FIRE_MAX_RANGE: self.tr("Indirect-fire weapons never shoot beyond %1\"."),
            TunnelRule.PARA_DEPLOY_TO_INFILTRATE: self.tr(
                "Once per %1 points of game size, a unit with Para-deploy may take Infiltrate instead, if the "
                "whole unit costs at most %2 points."),
            TunnelRule.FLYER_MAX_ALTITUDE: self.tr("Flying models reach Altitude %1 at most."),
            TunnelRule.VEHICLE_HALF_MV: self.tr("Vehicles move at half their MV."),
            TunnelRule.SMOKE_EXTRA_TURN: self.tr("Smoke templates last %1 Turn longer, then clear as usual."),
            TunnelRule.DEPLOYMENT_OUTER_CHAMBERS: self.tr(
                "Each side deploys in the outermost chambers on its own table edge; their walls and the tunnel "
                "mouths towards the centre bound the deployment zone."),
            TunnelRule.SQUAD_IN_ONE_CHAMBER: self.tr("A squad deployed in its zone sets up inside a single chamber."),
            TunnelRule.NO_WALL_WITHIN_SQUAD: self.tr(
                "No wall may separate a squad's models from the first model of the squad placed."),
            TunnelRule.WALL_BREAKS_COMMAND_DISTANCE: self.tr(
                "A wall between a model and its squad leader (or reference model) puts it out of Command Distance."),
            TunnelRule.MIN_DEPLOYMENT_DISTANCE: self.tr(
                "Table set-up: keep the opposing deployment chambers at least %1\" apart."),
            TunnelRule.VEHICLE_CORRIDORS: self.tr(
                "Table set-up: include %1\"-wide corridors vehicles can use, leading to at least one deployment "
                "chamber of each player."),
        }
        numbers = [number for _, number in change.values]
        return fill(texts[change.rule], *(signed(number) if number < 0 else integer(number) for number in numbers))

    # --- words ---

    def effect_name(self, effect: RadiationEffect) -> str:
        return {
            RadiationEffect.COMBAT_FATIGUE: self.tr("Combat Fatigue"),
            RadiationEffect.REDUCED_MORALE: self.tr("Reduced Morale"),
            RadiationEffect.REDUCED_MOVEMENT: self.tr("Reduced Movement"),
            RadiationEffect.FATIGUE: self.tr("Fatigue"),
            RadiationEffect.EXHAUSTION: self.tr("Exhaustion"),
            RadiationEffect.EXPOSURE: self.tr("Exposure"),
            RadiationEffect.RISK_TEST: self.tr(
                "Environmental risk: every model of the activating unit tests ATS %1; a failure is one wound"),
        }[effect]

    def effect_cell(self, effect: ZoneEffect, every: bool, some: bool) -> str:
        """The effect's name, ticked when it is on, saying so when only the contaminated models suffer it."""
        name = self.effect_name(effect.effect)
        if effect.effect is RadiationEffect.RISK_TEST:
            name = fill(name, integer(effect.value))
        if every:
            return "✔ " + name
        if some:
            return fill(self.tr("✔ %1 (contaminated models only)"), name)
        return name

    def check_text(self, status: ZoneStatus) -> str:
        if not status.activation_check:
            return self.tr("Contaminated models no longer roll the Environmental check when the unit activates.")
        if status.contaminated.models:
            return fill(self.tr("The unit still rolls its Environmental check when it activates, as it has clean "
                                "models; on a failure only its clean models (%1) get a Contamination token (a model "
                                "never has more than one)."), integer(status.marked_on_failure))
        return self.tr("The unit rolls its Environmental check when it activates; on a failure each of its models "
                       "gets a Contamination token (never more than one).")

    def risk_text(self, result: RadioactiveResult, groups: list) -> str:
        testing = [group for group in groups if group.risk_test]
        if not testing:
            return fill(self.tr("No wound risk yet: the ATS test starts at zone turn %1."), integer(RISK_TURN))
        p_fail = result.p_fail_contaminated if testing[0].contaminated else result.p_fail_clean
        if len(testing) < len(groups):
            template = self.tr("Only the contaminated models face the ATS %1 test yet (they are a turn ahead); each "
                               "fails on a D20 roll above %1: %2 (%3).")
        else:
            template = self.tr("Each model fails the ATS %1 test on a D20 roll above %1: %2 (%3).")
        return fill(template, integer(RISK_ATS), percent(p_fail), str(p_fail))

    def retranslate_ui(self) -> None:
        self.zone_group.setTitle(self.tr("Radioactive Zone"))
        self.zone_group.set_label(self.turn, self.tr("Game &Turn"))
        self.zone_group.set_label(
            self.landing, self.tr("&Landing Turn"),
            self.tr("The Turn a para-deployed unit landed; 1 for a unit deployed normally. Its zone turns count "
                    "from this Turn."))
        self.unit_group.setTitle(self.tr("The unit"))
        self.unit_group.set_label(self.models, self.tr("&Models"))
        self.unit_group.set_label(
            self.contaminated, self.tr("C&ontaminated models"),
            self.tr("Models with a Contamination token: they also suffer the next turn's effects and no longer "
                    "roll the Environmental check; the unit still rolls it while it has a clean model."))
        self.unit_group.set_label(
            self.remove_marker, self.tr("Medic, Necromancy, Technomancy: &remove one token"),
            self.tr("A model with Medic, Necromancy or Technomancy uses its ability on a contaminated model to remove "
                    "its Contamination token instead of a wound token: one contaminated model becomes clean."))
        self.unit_group.set_label(self.wounds, self.tr("&Wounds left on each model"))
        self.effects.setHorizontalHeaderLabels([self.tr("Zone turn"), self.tr("Cumulative effect"),
                                                self.tr("Modifier")])
        self.risk_group.setTitle(self.tr("Wounds from the environmental risk (one activation)"))
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.wounds_chart.set_axis_titles(self.tr("Wounds the unit takes"), self.tr("Probability (%)"))
        self.wounds_chart.set_series_names(self.tr("Now"), self.tr("Pinned"))
        self.reading.setText(self.tr(
            "How the rules are read here: zone turn = game Turn − landing Turn + 1, so a para-deployed unit "
            "starts at zone turn 1 on the Turn it lands. \"Contaminated models stop testing\" means they no longer "
            "roll the unit's Environmental check on activation; they still suffer every effect one turn early, "
            "including the ATS test. A unit with both clean and contaminated models still rolls the check, and a "
            "failure gives the token to its clean models only, so the unit is counted as two groups (earlier "
            "releases held one flag for the whole unit). A model freed of its token by a Medic, Necromancy or "
            "Technomancy model is clean again. The wound figures cover one activation, with the tokens the models "
            "carry as the unit activates: each model rolls the ATS test once, and a failure is one wound, so only "
            "models with 1 wound left can be removed."))
        self.tunnel_group.setTitle(self.tr("Tunnel: what changes"))
        self.tunnel_intro.setText(self.tr(
            "&Checklist for a Tunnel game (Space ticks the selected line; ticks are kept between sessions):"))
        for row, change in enumerate(TUNNEL_CHANGES):
            self.tunnel.item(row).setText(self.tunnel_text(change))
        self.clear_ticks.setText(self.tr("Untick &all"))

    # --- model input ---

    def read_inputs(self) -> RadioactiveInput:
        return RadioactiveInput(turn=self.turn.value(), landing_turn=self.landing.value(), models=self.models.value(),
                                contaminated_models=self.contaminated.value(), wounds=self.wounds.value())

    def write_inputs(self, inputs: RadioactiveInput) -> None:
        self.turn.setValue(inputs.turn)
        self._limit_landing()
        self.landing.setValue(inputs.landing_turn)
        self.models.setValue(inputs.models)
        self._limit_contaminated()
        self.contaminated.setValue(inputs.contaminated_models)
        self.wounds.setValue(inputs.wounds)
        self.update_enabled()

    # --- results ---

    def render(self) -> None:
        result: RadioactiveResult = self.result
        if result is None:
            return
        status = result.status
        text = fill(self.tr("Zone turn %1 for this unit."), integer(status.zone_turn))
        if status.contaminated.models:
            text += " " + fill(
                self.tr("Its contaminated models suffer the effects of zone turn %1."),
                integer(status.contaminated.effective_turn),
            )
        self.status.setText(text)
        self.check_note.setText(self.check_text(status))
        groups = [group for group in (status.clean, status.contaminated) if group.models]
        cells = []
        in_force = set()
        for row, effect in enumerate(RADIOACTIVE_TABLE):
            every = all(effect in group.effects for group in groups)
            some = any(effect in group.effects for group in groups)
            value = "" if effect.value is None or effect.effect is RadiationEffect.RISK_TEST else signed(effect.value)
            cells.append([integer(effect.from_turn), self.effect_cell(effect, every, some), value])
            if some:
                in_force.add(row)
        self.effects.set_cells(cells, bold_rows=in_force, dimmed_rows=set(range(len(cells))) - in_force)

        self.risk_note.setText(self.risk_text(result, groups))
        if len(groups) == 2:
            fails = [(self.tr("A clean model fails the test"), result.p_fail_clean, None, True),
                     (self.tr("A contaminated model fails the test"), result.p_fail_contaminated, None, True)]
        else:
            fails = [(self.tr("One model fails the test"), result.p_fail, None, True)]
        self.table.set_rows(fails + [
            (self.tr("At least one wound in the unit"), 1 - result.unit_wounds[0], None, True),
            (self.tr("Expected wounds"), result.expected_wounds, None, False),
            (self.tr("Expected models removed"), result.expected_removed, None, False),
        ])
        self.wounds_chart.set_data([integer(k) for k in range(len(result.unit_wounds))], list(result.unit_wounds))
