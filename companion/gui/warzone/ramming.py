"""The Warzone ramming page: the vehicle, the path it rams, and the exact outcome.

The path is an ordered row list. Which cells a row has comes from the
model's scenario keys for its kind (``schema.ROW_KEYS``), so an enemy model
has SZ, AR, W, LD, Wait and Impenetrability, a friendly model only an SZ and
a terrain piece nothing; the other cells are disabled. Every figure and every
explanation line comes from ``companion.model.warzone.ramming``.
"""

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from companion.formatting import exact, fill, percent
from companion.gui.panel import CalculatorPanel
from companion.gui.widgets.charts import BarChart
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import PinButtons, ResultTable
from companion.gui.widgets.rows import Column, RowEditor
from companion.gui.widgets.stacked import Segment, StackedBarChart
from companion.gui.widgets.tables import FittedTable
from companion.model.fields import declared, file_keys
from companion.model.warzone.ramming import (
    MAX_PATH,
    ROW_TYPES,
    DamageClass,
    DamageTest,
    EnemyModel,
    FriendlyModel,
    Ineligibility,
    Ineligible,
    LdReason,
    LdTest,
    RammingInput,
    RamResult,
    Recipient,
    RowKind,
    RowOutcome,
    StopCause,
    TerrainPiece,
    Vehicle,
)

SEGMENT_COLORS = (QColor("#95a5a6"), QColor("#f1c40f"), QColor("#e67e22"), QColor("#c0392b"))
PATH_COLUMNS = (
    Column("kind", "choice", RowKind.MODEL.value, width=120),
    Column("sz", "int", 2, *declared(EnemyModel, "sz").range, width=46),
    Column("ar", "int", 22, *declared(EnemyModel, "ar").range, width=46),
    Column("w", "int", 1, *declared(EnemyModel, "w").range, width=46),
    Column("ld", "int", 11, *declared(EnemyModel, "ld").range, width=46),
    Column("wait", "check", False, width=52),
    Column("impenetrable", "check", False, width=66),
)


def row_fields(values: dict) -> set[str]:
    """The cells that apply to a row: the model's scenario keys for its kind (the kind among them)."""
    return {"kind", *file_keys(ROW_TYPES[RowKind(values["kind"])])}


class RammingPanel(CalculatorPanel):

    # --- form ---

    def build_form(self) -> None:
        self.vehicle_group = FormGroup()
        self.sz = self.vehicle_group.add_row(spin_box(*declared(Vehicle, "sz").range, 4))
        self.ld = self.vehicle_group.add_row(spin_box(*declared(Vehicle, "ld").range, 12))
        self.ar = self.vehicle_group.add_row(spin_box(*declared(Vehicle, "ar").range, 28))
        self.w = self.vehicle_group.add_row(spin_box(*declared(Vehicle, "w").range, 3))
        self.flying = self.vehicle_group.add_row(QCheckBox())
        self.biped = self.vehicle_group.add_row(QCheckBox())
        self.impenetrable = self.vehicle_group.add_row(QCheckBox())

        self.path_group = QGroupBox()
        path_layout = QVBoxLayout(self.path_group)
        self.path_label = WrappedLabel()
        self.path = RowEditor(PATH_COLUMNS, 1, MAX_PATH, row_fields, {"kind": self.kind_choices})
        self.path_label.setBuddy(self.path.view)
        path_layout.addWidget(self.path_label)
        path_layout.addWidget(self.path)

        self.form_layout.addWidget(self.vehicle_group)
        self.form_layout.addWidget(self.path_group)
        self.connect_inputs(self.sz, self.ld, self.ar, self.w, self.flying, self.biped, self.impenetrable)
        self.path.changed.connect(self.inputs_changed)

    def kind_choices(self) -> list[tuple[str, str]]:
        return [(kind.value, self.kind_name(kind)) for kind in RowKind]

    def kind_name(self, kind: RowKind) -> str:
        return {
            RowKind.MODEL: self.tr("Enemy model"),
            RowKind.VEHICLE: self.tr("Enemy vehicle"),
            RowKind.TERRAIN: self.tr("Terrain piece"),
            RowKind.FRIEND: self.tr("Friendly model"),
        }[kind]

    def build_results(self) -> None:
        self.table = ResultTable()
        self.results_layout.addWidget(self.table)
        self.pin_buttons = PinButtons(self)
        self.results_layout.addWidget(self.pin_buttons)

        self.rows_table = FittedTable(7, stretch=(5, 6), text_columns=(0, 5, 6))
        self.results_layout.addWidget(self.rows_table)

        charts = QWidget()
        charts_layout = QHBoxLayout(charts)
        charts_layout.setContentsMargins(0, 0, 0, 0)
        self.path_chart = StackedBarChart()
        self.vehicle_chart = BarChart()
        self.path_chart.setMinimumHeight(260)
        self.vehicle_chart.setMinimumHeight(230)
        charts_layout.addWidget(self.path_chart, 3)
        charts_layout.addWidget(self.vehicle_chart, 2)
        self.results_layout.addWidget(charts)

        self.steps_group = QGroupBox()
        steps_layout = QVBoxLayout(self.steps_group)
        self.explanation = WrappedLabel(plain=True)
        steps_layout.addWidget(self.explanation)
        self.results_layout.addWidget(self.steps_group)
        self.reading = WrappedLabel()
        self.results_layout.addWidget(self.reading)

    def charts(self) -> list[ExportableChart]:
        return [self.path_chart, self.vehicle_chart]

    # --- words ---

    def retranslate_ui(self) -> None:
        self.vehicle_group.setTitle(self.tr("Ramming vehicle"))
        self.vehicle_group.set_label(self.sz, self.tr("&SZ"))
        self.vehicle_group.set_label(self.ld, self.tr("Driver's &LD"))
        self.vehicle_group.set_label(self.ar, self.tr("&AR"))
        self.vehicle_group.set_label(self.w, self.tr("&Wounds left"), self.tr("The wounds the vehicle has left."))
        self.vehicle_group.set_label(self.flying, self.tr("&Flying"), self.tr("Flying vehicles cannot ram."))
        self.vehicle_group.set_label(self.biped, self.tr("&Biped"), self.tr("Bipeds cannot ram."))
        self.vehicle_group.set_label(
            self.impenetrable, self.tr("&Impenetrability"),
            self.tr("Immune to close-combat Natural Attacks of base DAM 10 or less."),
        )
        self.path_group.setTitle(self.tr("Path, in order from the vehicle"))
        self.path_label.setText(self.tr(
            "Pat&h rows: Tab moves between cells, typing or F2 edits, Space ticks a box, Ctrl+Tab leaves the "
            "table. Insert copies the selected row, Delete removes it, Ctrl+Up and Ctrl+Down move it."))
        self.path.set_headers(
            [self.tr("Kind"), self.tr("SZ"), self.tr("AR"), self.tr("W"), self.tr("LD"), self.tr("Wait"),
             self.tr("Impen.")],
            [self.tr("An enemy model, an enemy vehicle, a terrain piece or a friendly model"),
             self.tr("Size"), self.tr("Armour"), self.tr("Wounds left"),
             self.tr("Leadership (used to Take Cover)"), self.tr("On Wait: tries to Take Cover"),
             self.tr("Impenetrability")],
        )
        self.path.retranslate_ui()
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.rows_table.setHorizontalHeaderLabels([
            self.tr("Row"), self.tr("Reached"), self.tr("Took cover"), self.tr("Rammed"), self.tr("Removed"),
            self.tr("Vehicle stops here"), self.tr("Wounds taken"),
        ])
        self.vehicle_chart.set_axis_titles(self.tr("Wounds the vehicle takes"), self.tr("Probability (%)"))
        self.vehicle_chart.set_series_names(self.tr("Now"), self.tr("Pinned"))
        self.path_chart.set_axis_titles(self.tr("Path row"), self.tr("Probability (%)"))
        self.steps_group.setTitle(self.tr("Tests applied, step by step"))
        self.reading.setText(self.tr(
            "How the rules are read here: every test is a D20 roll at or under the target, a natural 1 always "
            "passes and a natural 20 always fails. This is one ram Action; carrying on with a further Action is a "
            "new calculation with the rest of the path. W is the wounds a model or the vehicle has left. An enemy "
            "vehicle on Wait may Take Cover with its driver's LD, and counts for the driver tests like a model. "
            "A path model's Impenetrability changes nothing, because ram damage is AV-0; an Impenetrable ramming "
            "vehicle ignores Natural Attacks of DAM 10 or less (the damage of SZ 1 and 2 models). Both sides of a "
            "collision take their damage at the same time. When a collision both wounds the vehicle and ends its "
            "Round, the stop is counted as end of Round; a destroyed vehicle is counted as destroyed. All figures "
            "include the chance that the ram is not allowed."))

    # --- model input ---

    def read_inputs(self) -> RammingInput:
        vehicle = Vehicle(
            sz=self.sz.value(), ld=self.ld.value(), ar=self.ar.value(), w=self.w.value(),
            flying=self.flying.isChecked(), biped=self.biped.isChecked(), impenetrable=self.impenetrable.isChecked(),
        )
        return RammingInput(vehicle, tuple(self._path_row(values) for values in self.path.rows()))

    @staticmethod
    def _path_row(values: dict):
        kind = RowKind(values["kind"])
        if kind is RowKind.TERRAIN:
            return TerrainPiece()
        if kind is RowKind.FRIEND:
            return FriendlyModel(values["sz"])
        return EnemyModel(sz=values["sz"], ar=values["ar"], w=values["w"], ld=values["ld"], wait=values["wait"],
                          impenetrable=values["impenetrable"], vehicle=kind is RowKind.VEHICLE)

    def write_inputs(self, inputs: RammingInput) -> None:
        vehicle = inputs.vehicle
        self.sz.setValue(vehicle.sz)
        self.ld.setValue(vehicle.ld)
        self.ar.setValue(vehicle.ar)
        self.w.setValue(vehicle.w)
        self.flying.setChecked(vehicle.flying)
        self.biped.setChecked(vehicle.biped)
        self.impenetrable.setChecked(vehicle.impenetrable)
        rows = []
        for row in inputs.path:
            values = {"kind": row.kind.value}
            if isinstance(row, EnemyModel):
                values |= {"sz": row.sz, "ar": row.ar, "w": row.w, "ld": row.ld, "wait": row.wait,
                           "impenetrable": row.impenetrable}
            elif isinstance(row, FriendlyModel) and row.sz is not None:
                values["sz"] = row.sz
            rows.append(values)
        self.path.set_rows(rows)

    # --- results ---

    def render(self) -> None:
        result, pinned = self.result, self.pinned
        if result is None:
            return

        def pair(get, is_probability=True):
            return get(result), get(pinned) if pinned is not None else None, is_probability

        rows = [
            (self.tr("Ram allowed (every driver test passed)"), *pair(lambda r: r.ram_allowed)),
            (self.tr("Vehicle runs its whole path"), *pair(lambda r: r.completed)),
            (self.tr("Vehicle stops after a wound (ends its Action)"), *pair(lambda r: r.stops.wound)),
            (self.tr("Vehicle stops and ends its Round"), *pair(lambda r: r.stops.end_of_round)),
            (self.tr("Vehicle destroyed"), *pair(lambda r: r.vehicle_destroyed)),
            (self.tr("Expected models removed"), *pair(lambda r: r.expected_removed, False)),
            (self.tr("Expected wounds on the vehicle"), *pair(lambda r: r.expected_vehicle_wounds, False)),
        ]
        self.table.set_rows(rows)
        self._render_rows(result)
        self._render_path_chart(result)
        self._render_vehicle_chart(result, pinned)
        self.explanation.setText(self.explain(result))

    def row_label(self, index: int, kind: RowKind) -> str:
        return fill(self.tr("%1 · %2"), str(index + 1), self.kind_name(kind))

    def _render_rows(self, result: RamResult) -> None:
        cells, tips = [], []
        for index, row in enumerate(result.rows):
            enemy = row.kind in (RowKind.MODEL, RowKind.VEHICLE)
            shown = [
                (self.row_label(index, row.kind), ""),
                (percent(row.reached), str(row.reached)),
                (percent(row.took_cover), str(row.took_cover)) if enemy else ("—", ""),
                (percent(row.hit), str(row.hit)),
                (percent(row.removed), str(row.removed)) if enemy else ("—", ""),
                self._stops_text(row),
                self._wounds_text(row) if enemy else ("—", ""),
            ]
            cells.append([text for text, _ in shown])
            tips.append([tip for _, tip in shown])
        self.rows_table.set_cells(cells, tips)

    def _stops_text(self, row: RowOutcome) -> tuple[str, str]:
        stops = row.stops
        parts = [(self.tr("wound"), stops.wound), (self.tr("end of Round"), stops.end_of_round),
                 (self.tr("destroyed"), stops.destroyed)]
        shown = [(name, p) for name, p in parts if p]
        if not shown:
            return percent(stops.total), str(stops.total)
        if len(shown) == 1:
            text = fill(self.tr("%1 (%2)"), percent(stops.total), shown[0][0])
        else:
            details = ", ".join(fill(self.tr("%1 %2"), name, percent(p)) for name, p in shown)
            text = fill(self.tr("%1 (%2)"), percent(stops.total), details)
        tip = "\n".join(f"{name}: {p}" for name, p in parts)
        return text, tip

    def _wounds_text(self, row: RowOutcome) -> tuple[str, str]:
        last = len(row.wounds) - 1
        parts, tips = [], []
        for k, p in enumerate(row.wounds):
            name = fill(self.tr("%1 (removed)"), str(k)) if k == last else str(k)
            parts.append(fill(self.tr("%1: %2"), name, percent(p, decimals=1)))
            tips.append(f"{name}: {p}")
        return " · ".join(parts), "\n".join(tips)

    def _render_path_chart(self, result: RamResult) -> None:
        segments = [Segment(self.tr("not reached"), SEGMENT_COLORS[0]),
                    Segment(self.tr("took cover"), SEGMENT_COLORS[1]),
                    Segment(self.tr("rammed, not removed"), SEGMENT_COLORS[2]),
                    Segment(self.tr("removed"), SEGMENT_COLORS[3])]
        rows = result.rows
        values = [
            [1 - row.reached for row in rows],
            [row.took_cover for row in rows],
            [row.hit - row.removed for row in rows],
            [row.removed for row in rows],
        ]
        labels = [str(index + 1) for index in range(len(rows))]
        self.path_chart.set_data(labels, segments, values)

    def _render_vehicle_chart(self, result: RamResult, pinned: RamResult | None) -> None:
        last = len(result.vehicle_wounds) - 1
        labels = [fill(self.tr("%1 (destroyed)"), str(k)) if k == last else str(k) for k in range(last + 1)]
        same_shape = pinned is not None and len(pinned.vehicle_wounds) == len(result.vehicle_wounds)
        self.vehicle_chart.set_comparison(labels, list(result.vehicle_wounds),
                                          list(pinned.vehicle_wounds) if same_shape else None,
                                          reference_name=self.tr("Pinned"))

    # --- explanation ---

    def explain(self, result: RamResult) -> str:
        lines = [self.step_text(step, result) for step in result.steps]
        blocked = any(isinstance(step, Ineligible) for step in result.steps)
        driver_tests = [s for s in result.steps if isinstance(s, LdTest) and s.reason is not LdReason.TAKE_COVER]
        if not blocked:
            if driver_tests:
                lines.insert(
                    len(driver_tests),
                    fill(
                        self.tr("Every driver test must pass before the first collision: the ram is allowed with %1."),
                        percent(result.ram_allowed),
                    ),
                )
            else:
                lines.insert(0, self.tr("No driver test is needed: the ram is always allowed."))
            lines.append(self.tr("A wound from any collision stops the vehicle at once and ends its Action."))
        return "\n".join(fill(self.tr("%1. %2"), str(n), text)
                         for n, text in enumerate(lines, start=1))

    def step_text(self, step, result: RamResult) -> str:
        if isinstance(step, Ineligible):
            return {
                Ineligibility.FLYING: self.tr("No ram: a flying vehicle cannot ram."),
                Ineligibility.BIPED: self.tr("No ram: a biped cannot ram."),
                Ineligibility.FRIENDLY_MODEL: fill(
                    self.tr("No ram: row %1 is a friendly model, and a friendly model on the path forbids the ram."),
                    str((step.row or 0) + 1),
                ),
            }[step.reason]
        if isinstance(step, LdTest):
            return self.ld_text(step)
        if isinstance(step, DamageTest):
            return self.damage_text(step, result.rows[step.row].kind)
        cause = {
            StopCause.TERRAIN: self.tr("a terrain piece"),
            StopCause.LARGE_VEHICLE: self.tr("an enemy vehicle of SZ 3 or more"),
            StopCause.LARGER_MODEL: self.tr("a model at least 2 SZ larger than the vehicle"),
        }[step.cause]
        return fill(
            self.tr("Row %1 is %2: after this collision the vehicle stops and ends its Round."), str(step.row + 1), cause
        )

    def ld_text(self, test: LdTest) -> str:
        chance = f"{percent(test.p_pass, decimals=0)} ({exact(test.p_pass)})"
        clamp = ""
        if test.target >= 20:
            clamp = " " + self.tr("(a natural 20 still fails)")
        elif test.target < 1:
            clamp = " " + self.tr("(only a natural 1 passes)")
        if test.reason is LdReason.MODEL_SIZE:
            text = self.tr("Row %1, driver test: LD %2 − %3 (SZ %4 vs %5) = %6: %7")
        elif test.reason is LdReason.TERRAIN:
            text = self.tr("Row %1, driver test for a terrain piece: LD %2 − %3 = %6: %7")
        else:
            text = self.tr("Row %1 is on Wait and tries to Take Cover: LD %2 + %3 (vehicle SZ) = %6: %7")
        modifier = test.modifier if test.reason is LdReason.TAKE_COVER else -test.modifier
        return fill(text, str(test.row + 1), str(test.ld), str(modifier), str(test.row_sz), str(test.vehicle_sz),
                    str(test.target), chance) + clamp

    def damage_text(self, test: DamageTest, kind: RowKind) -> str:
        damage_class = self.tr("AV-0") if test.damage_class is DamageClass.AV0 else self.tr("Natural Attack")
        chance = f"{percent(test.p_wound, decimals=0)} ({exact(test.p_wound)})"
        if test.recipient is Recipient.MODEL:
            text = self.tr("If rammed, row %1 falls Prone and takes DAM %2 × %3, %4, against its AR %5: each damage "
                           "test wounds with %6.")
            if test.impenetrable:
                text += " " + self.tr("Its Impenetrability does not stop AV-0 damage.")
        elif test.immune:
            text = self.tr("Row %1 hits back with a %4 of DAM %2 × %3: the vehicle's Impenetrability stops it "
                           "(DAM 10 or less).")
        elif kind is RowKind.TERRAIN:
            text = self.tr("Row %1 is a terrain piece: the vehicle takes the damage it would deal ramming itself, "
                           "DAM %2 × %3, %4, against its AR %5: each damage test wounds with %6.")
        else:
            text = self.tr("Row %1 hits back with DAM %2 × %3, %4, against the vehicle's AR %5: each damage test "
                           "wounds with %6.")
        return fill(text, str(test.row + 1), str(test.dam), str(test.multiplier), damage_class, str(test.ar), chance)
