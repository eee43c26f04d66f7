"""Reusable Trench Crusade form blocks: a weapon (attack profile) and a target.

The sequence, blast, shooting-into-melee, scatter and sweep pages all need
the Attack page's attack or target controls; these widgets hold them once.
They only gather what the player set; the model decides what applies.
"""

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from companion.gui.widgets.forms import FormGroup, select_data, set_combo_items, spin_box
from companion.model.fields import declared
from companion.model.trench_crusade.attack import keyword_counts, source_counts
from companion.model.trench_crusade.attack_input import (
    MARKER_KEYWORDS,
    OUTCOMES,
    WEAPON_KEYWORDS,
    Armour,
    Attack,
    AttackKind,
    Edition,
    Outcome,
    SuccessSources,
    Target,
)

SOURCE_FLAGS = (
    "long_range", "cover", "elevated", "attacker_down", "off_hand", "target_fear", "attacker_fear",
    "charge_from_above", "manned_obstacle", "polearm", "unarmed",
)
RESISTANCE_ROWS = ("FIRE", "GAS", "SHRAPNEL", "melee", "ranged")


class WeaponForm(QWidget):
    """Attack kind, edition, success-roll DICE sources and the weapon's injury profile.

    ``kinds`` limits the attack kinds offered (shooting into melee is ranged
    only); ``injury=False`` leaves out the weapon group (SCATTER only rolls to hit).
    """

    changed = Signal()

    def __init__(self, kinds=(AttackKind.RANGED, AttackKind.MELEE), injury: bool = True,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.kinds = tuple(kinds)
        self.attack_group = FormGroup()
        self.kind = self.attack_group.add_row(QComboBox())
        self.edition = self.attack_group.add_row(QComboBox())
        self.auto_hit = self.attack_group.add_row(QCheckBox())

        self.success_group = FormGroup()
        self.characteristic = self.success_group.add_row(
            spin_box(*declared(SuccessSources, "characteristic").range, signed=True))
        self.flags = {name: self.success_group.add_row(QCheckBox()) for name in SOURCE_FLAGS[:4]}
        self.attacker_blood = self.success_group.add_row(spin_box(*declared(SuccessSources, "attacker_blood_markers").range))
        self.attacker_blessing = self.success_group.add_row(spin_box(*declared(SuccessSources, "blessing_markers").range))
        self.flags |= {name: self.success_group.add_row(QCheckBox()) for name in SOURCE_FLAGS[4:]}
        self.other_dice = self.success_group.add_row(spin_box(*declared(SuccessSources, "other").range, signed=True))

        self.weapon_group = FormGroup() if injury else None
        self.keywords: dict[str, QCheckBox] = {}
        if injury:
            self.keywords = keyword_boxes(self.weapon_group)
            self.injury_dice = self.weapon_group.add_row(spin_box(*declared(Attack, "injury_dice").range, signed=True))
            self.injury_modifier = self.weapon_group.add_row(
                spin_box(*declared(Attack, "injury_modifier").range, signed=True))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for group in self.groups():
            layout.addWidget(group)
        for widget in self.inputs():
            connect_changed(widget, self.changed)

    def groups(self) -> list[FormGroup]:
        return [g for g in (self.attack_group, self.success_group, self.weapon_group) if g is not None]

    def inputs(self) -> list[QWidget]:
        widgets = [self.kind, self.edition, self.auto_hit, self.characteristic, self.attacker_blood,
                   self.attacker_blessing, self.other_dice, *self.flags.values(), *self.keywords.values()]
        if self.weapon_group is not None:
            widgets += [self.injury_dice, self.injury_modifier]
        return widgets

    def retranslate_ui(self) -> None:
        kind_names = {AttackKind.RANGED: self.tr("Ranged"), AttackKind.MELEE: self.tr("Melee")}
        set_combo_items(self.kind, [(kind.value, kind_names[kind]) for kind in self.kinds])
        set_combo_items(self.edition, [("1.0", self.tr("1.0 (rulebook)")), ("1.6.3", self.tr("1.6.3 (playtest)"))])
        self.attack_group.setTitle(self.tr("Attack"))
        self.attack_group.set_label(self.kind, self.tr("&Attack kind"))
        self.attack_group.set_label(self.edition, self.tr("&Edition"), edition_table())
        self.attack_group.set_label(
            self.auto_hit, self.tr("Automatic hit"),
            self.tr("Flamethrower-type weapons: no success roll, never critical, range and cover ignored."),
        )
        self.success_group.setTitle(self.tr("Success roll DICE"))
        self.success_group.set_label(self.characteristic, self.tr("&Characteristic (Ranged/Melee)"))
        labels = {
            "long_range": (self.tr("Long range (−1)"), self.tr("Ranged. SHOTGUN in 1.0: −1 INJURY DICE instead.")),
            "cover": (self.tr("C&over (−1)"), self.tr("Ranged attacks only.")),
            "elevated": (self.tr("Elevated position (+1)"), self.tr("Ranged attacks only.")),
            "attacker_down": (self.tr("Attacker is Down (−1)"), ""),
            "off_hand": (self.tr("Off-hand weapon (−1)"), self.tr("Melee attacks only.")),
            "target_fear": (self.tr("Target has FEAR (−1)"), self.tr("Melee attacks only.")),
            "attacker_fear": (self.tr("Attacker has FEAR (immune)"), self.tr("Cancels the target's FEAR.")),
            "charge_from_above": (
                self.tr("Charge from above (+1)"),
                self.tr("Melee: +1 DICE, +1 INJURY DICE, ignores a manned obstacle."),
            ),
            "manned_obstacle": (self.tr("Manned obstacle (−1)"), self.tr("Melee attacks only.")),
            "polearm": (self.tr("Defender's polearm after a charge (−1)"), self.tr("Melee attacks only.")),
            "unarmed": (self.tr("&Unarmed (−1)"), self.tr("Melee: −1 DICE and −1 INJURY DICE.")),
        }
        for name, box in self.flags.items():
            self.success_group.set_label(box, *labels[name])
        self.success_group.set_label(
            self.attacker_blood, self.tr("BLOOD MARKERS on the attacker spent (−1 each)"),
            self.tr("Spent by the opponent."),
        )
        self.success_group.set_label(self.attacker_blessing, self.tr("BLESSING MARKERS spent (+1 each)"))
        self.success_group.set_label(self.other_dice, self.tr("Other DICE"))
        if self.weapon_group is not None:
            self.weapon_group.setTitle(self.tr("Weapon"))
            self.weapon_group.set_label(self.injury_dice, self.tr("&INJURY DICE"))
            self.weapon_group.set_label(self.injury_modifier, self.tr("Flat in&jury modifier"))
            self.keywords["ARMOUR PIERCING"].setToolTip(self.tr("Edition 1.0 only: armour modifier reduced by 1."))
            self.keywords["SHOTGUN"].setToolTip(self.tr("Long range costs −1 INJURY DICE (1.0) instead of −1 DICE."))
        self.update_enabled()

    def update_enabled(self) -> None:
        """The model decides which sources and keywords can count; an automatic hit rolls no success dice."""
        kind = AttackKind(self.kind.currentData())
        auto = self.auto_hit.isChecked()
        self.kind.setEnabled(len(self.kinds) > 1)
        flags = SuccessSources(**{name: box.isChecked() for name, box in self.flags.items()})
        for name, box in self.flags.items():
            box.setEnabled(not auto and source_counts(name, kind, flags))
        for widget in (self.characteristic, self.attacker_blood, self.attacker_blessing, self.other_dice):
            widget.setEnabled(not auto)
        for keyword, box in self.keywords.items():
            box.setEnabled(keyword_counts(keyword, self.edition_value(), kind, auto))

    def edition_value(self) -> Edition:
        return Edition(self.edition.currentData())

    def read(self) -> Attack:
        """The attack as set, nothing spent on the injury roll (the page decides spending)."""
        sources = SuccessSources(
            characteristic=self.characteristic.value(),
            attacker_blood_markers=self.attacker_blood.value(),
            blessing_markers=self.attacker_blessing.value(),
            other=self.other_dice.value(),
            **{name: box.isChecked() for name, box in self.flags.items()},
        )
        return Attack(
            kind=AttackKind(self.kind.currentData()),
            sources=sources,
            auto_hit=self.auto_hit.isChecked(),
            keywords=frozenset(k for k, box in self.keywords.items() if box.isChecked()),
            injury_dice=self.injury_dice.value() if self.weapon_group is not None else 0,
            injury_modifier=self.injury_modifier.value() if self.weapon_group is not None else 0,
        )

    def write(self, edition: Edition, attack: Attack) -> None:
        sources = attack.sources
        select_data(self.kind, attack.kind.value)
        select_data(self.edition, edition.value)
        self.auto_hit.setChecked(attack.auto_hit)
        self.characteristic.setValue(sources.characteristic)
        self.attacker_blood.setValue(sources.attacker_blood_markers)
        self.attacker_blessing.setValue(sources.blessing_markers)
        self.other_dice.setValue(sources.other)
        for name, box in self.flags.items():
            box.setChecked(getattr(sources, name))
        for keyword, box in self.keywords.items():
            box.setChecked(keyword in attack.keywords)
        if self.weapon_group is not None:
            self.injury_dice.setValue(attack.injury_dice)
            self.injury_modifier.setValue(attack.injury_modifier)
        self.update_enabled()


def edition_rows() -> list[tuple[str, str, str]]:
    """What the edition setting changes, as (rule, 1.6.3 playtest, 1.0 rulebook)."""
    translate = QCoreApplication.translate
    return [
        (translate("TrenchCrusadeEditions", "Dice terms"),
         translate("TrenchCrusadeEditions", "DICE for both rolls"),
         translate("TrenchCrusadeEditions", "DICE (success) and INJURY DICE (injury)")),
        (translate("TrenchCrusadeEditions", "Target Down"),
         translate("TrenchCrusadeEditions", "+1 DICE on every injury roll"),
         translate("TrenchCrusadeEditions", "+1 INJURY DICE in melee only")),
        (translate("TrenchCrusadeEditions", "Armour (worn, shield and innate together)"),
         translate("TrenchCrusadeEditions", "at most −3"),
         translate("TrenchCrusadeEditions", "at most −3")),
        (translate("TrenchCrusadeEditions", "Negative injury modifiers (armour and weapon)"),
         translate("TrenchCrusadeEditions", "no cap beyond the armour's"),
         translate("TrenchCrusadeEditions", "at most −3 in total")),
        (translate("TrenchCrusadeEditions", "Armour-piercing weapons"),
         translate("TrenchCrusadeEditions", "\"ignores armour\" (IGNORE ARMOUR)"),
         translate("TrenchCrusadeEditions", "ARMOUR PIERCING (armour 1 weaker) or IGNORE ARMOUR")),
        (translate("TrenchCrusadeEditions", "Machine Armour: Down becomes Minor Hit"),
         translate("TrenchCrusadeEditions", "New Antioch only"),
         translate("TrenchCrusadeEditions", "any model")),
        (translate("TrenchCrusadeEditions", "SHOTGUN at long range"),
         translate("TrenchCrusadeEditions", "−1 DICE"),
         translate("TrenchCrusadeEditions", "−1 INJURY DICE")),
        (translate("TrenchCrusadeEditions", "BLAST Critical Hit bonus"),
         translate("TrenchCrusadeEditions", "every model hit"),
         translate("TrenchCrusadeEditions", "the main target only")),
    ]


EDITION_COLUMNS = (Edition.PLAYTEST_1_6_3, Edition.V1_0)
"""The editions in the order of ``edition_rows``' columns after the rule."""


def edition_table(current: Edition | None = None) -> str:
    """The edition differences as a rich-text table; the ``current`` edition's column is in bold."""
    translate = QCoreApplication.translate
    header = (translate("TrenchCrusadeEditions", "Rule"), translate("TrenchCrusadeEditions", "1.6.3 (playtest)"),
              translate("TrenchCrusadeEditions", "1.0 (rulebook)"))
    bold = [False, *(edition is current for edition in EDITION_COLUMNS)]

    def cell(tag: str, text: str, strong: bool) -> str:
        text = f"<b>{escape(text)}</b>" if strong else escape(text)
        return f"<{tag} align='left'>{text}</{tag}>"

    head = "<tr>" + "".join(cell("th", text, True) for text in header) + "</tr>"
    rows = "".join("<tr>" + "".join(cell("td", text, strong) for text, strong in zip(row, bold, strict=True)) + "</tr>"
                   for row in edition_rows())
    return f"<table cellspacing='0' cellpadding='3'>{head}{rows}</table>"


def keyword_name(keyword: str) -> str:
    """A keyword as the players write it: the Italian article's CRITICO, FUOCO...; English capitals elsewhere."""
    translate = QCoreApplication.translate
    return {
        "CRITICAL": translate("TrenchCrusade", "CRITICAL"),
        "RISKY": translate("TrenchCrusade", "RISKY"),
        "FIRE": translate("TrenchCrusade", "FIRE"),
        "GAS": translate("TrenchCrusade", "GAS"),
        "SHRAPNEL": translate("TrenchCrusade", "SHRAPNEL"),
        "ARMOUR PIERCING": translate("TrenchCrusade", "ARMOUR PIERCING"),
        "IGNORE ARMOUR": translate("TrenchCrusade", "IGNORE ARMOUR"),
        "DEADLY": translate("TrenchCrusade", "DEADLY"),
        "SHOTGUN": translate("TrenchCrusade", "SHOTGUN"),
    }[keyword]


class KeywordBox(QCheckBox):
    """A check box for one keyword; it names the keyword in the current language by itself."""

    def __init__(self, keyword: str, parent: QWidget | None = None):
        super().__init__(keyword_name(keyword), parent)
        self.keyword = keyword

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setText(keyword_name(self.keyword))
        super().changeEvent(event)


def keyword_boxes(group: FormGroup) -> dict[str, QCheckBox]:
    """The weapon keywords as a two-column grid of check boxes."""
    grid_holder = QWidget()
    grid = QGridLayout(grid_holder)
    grid.setContentsMargins(0, 0, 0, 0)
    boxes = {}
    for index, keyword in enumerate(WEAPON_KEYWORDS):
        box = KeywordBox(keyword)
        grid.addWidget(box, index // 2, index % 2)
        boxes[keyword] = box
    group.form.addRow(grid_holder)
    return boxes


def connect_changed(widget: QWidget, signal) -> None:
    if isinstance(widget, QCheckBox):
        widget.toggled.connect(signal)
    elif isinstance(widget, QComboBox):
        widget.currentIndexChanged.connect(signal)
    else:
        widget.valueChanged.connect(signal)


class TargetForm(QWidget):
    """A target profile: armour, keywords, resistances and, with ``state=True``, Down, markers and TOUGH used.

    ``mnemonics=False`` drops the keyboard accelerators for a second target
    on the same page, so they do not clash with the first one's.
    """

    changed = Signal()

    def __init__(self, state: bool = True, mnemonics: bool = True, parent: QWidget | None = None):
        super().__init__(parent)
        self.mnemonics = mnemonics
        self.has_state = state
        self.group = FormGroup()
        self.armour = self.group.add_row(QComboBox())
        self.shield = self.group.add_row(QCheckBox())
        self.innate_armour = self.group.add_row(spin_box(*declared(Target, "innate_armour").range, signed=True))
        self.impervious = self.group.add_row(QCheckBox())
        self.new_antioch = self.group.add_row(QCheckBox())
        if state:
            self.down = self.group.add_row(QCheckBox())
            self.blood = self.group.add_row(spin_box(*declared(Target, "blood_markers").range))
        self.tough = self.group.add_row(QCheckBox())
        if state:
            self.tough_used = self.group.add_row(QCheckBox())
        self.golem = self.group.add_row(QCheckBox())
        self.memento_mori = self.group.add_row(QCheckBox())
        self.resist_all = self.group.add_row(spin_box(*declared(Target, "injury_dice").range, signed=True))
        self.resistances = {key: self.group.add_row(spin_box(*declared(Target, "resistances").range, signed=True))
                            for key in RESISTANCE_ROWS}
        negate_row = QWidget()
        negate_layout = QHBoxLayout(negate_row)
        negate_layout.setContentsMargins(0, 0, 0, 0)
        self.negates = {key: KeywordBox(key) for key in MARKER_KEYWORDS}
        for box in self.negates.values():
            negate_layout.addWidget(box)
        negate_layout.addStretch(1)
        self.negate_label = QLabel()
        self.group.form.addRow(self.negate_label, negate_row)
        self.edition = Edition.V1_0

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.group)
        for widget in self.inputs():
            connect_changed(widget, self.changed)

    def inputs(self) -> list[QWidget]:
        widgets = [self.armour, self.shield, self.innate_armour, self.impervious, self.new_antioch, self.tough,
                   self.golem, self.memento_mori, self.resist_all, *self.resistances.values(), *self.negates.values()]
        if self.has_state:
            widgets += [self.down, self.blood, self.tough_used]
        return widgets

    def _mnemonic(self, text: str) -> str:
        return text if self.mnemonics else text.replace("&", "")

    def retranslate_ui(self, title: str) -> None:
        set_combo_items(self.armour, [
            ("none", self.tr("None")), ("standard", self.tr("Standard Armour (−1)")),
            ("reinforced", self.tr("Reinforced Armour (−2)")), ("machine", self.tr("Machine Armour (−3)")),
        ])
        group = self.group
        group.setTitle(title)
        group.set_label(self.armour, self._mnemonic(self.tr("Armour")))
        group.set_label(self.shield, self._mnemonic(self.tr("Trench shield (−1)")), self.tr("Not with Machine Armour."))
        group.set_label(self.innate_armour, self.tr("Innate armour"))
        group.set_label(
            self.impervious, self.tr("IMPERVIOUS armour"),
            self.tr("Immune to ARMOUR PIERCING and IGNORE ARMOUR (also sacred-icon armour)."),
        )
        group.set_label(
            self.new_antioch, self.tr("New Antioch model"),
            self.tr("1.6.3: Machine Armour turns Down into Minor Hit only for New Antioch."),
        )
        if self.has_state:
            group.set_label(self.down, self._mnemonic(self.tr("Target is Down")))
            group.set_label(self.blood, self.tr("BLOOD MARKERS on the target"))
            group.set_label(self.tough_used, self.tr("TOUGH already used"))
        group.set_label(self.tough, self._mnemonic(self.tr("TOUGH")), self.tr("The first Out of Action becomes Down."))
        group.set_label(
            self.golem, self._mnemonic(self.tr("GOLEM")),
            self.tr("Out of Action becomes Down unless the roll was a Bloodbath."),
        )
        group.set_label(
            self.memento_mori, self.tr("MEMENTO MORI"),
            self.tr("The War Prophet: the first attack that would take the model Out of Action is ignored "
                    "completely, with no result and no BLOOD MARKERS. It comes after TOUGH and GOLEM."),
        )
        group.set_label(self.resist_all, self.tr("INJURY DICE against everything"))
        resist_names = {
            "FIRE": self.tr("INJURY DICE against FIRE"), "GAS": self.tr("INJURY DICE against GAS"),
            "SHRAPNEL": self.tr("INJURY DICE against SHRAPNEL"), "melee": self.tr("INJURY DICE against melee"),
            "ranged": self.tr("INJURY DICE against ranged"),
        }
        for key, box in self.resistances.items():
            group.set_label(
                box, resist_names[key], self.tr("Keyword resistances do not stack: the strongest one applies."),
            )
        self.negate_label.setText(self.tr("Negates extra marker"))
        self.update_enabled()

    def set_edition(self, edition: Edition) -> None:
        self.edition = edition
        self.update_enabled()

    def update_enabled(self) -> None:
        machine = self.armour.currentData() == Armour.MACHINE.value
        self.shield.setEnabled(not machine)
        if machine and self.shield.isChecked():
            with QSignalBlocker(self.shield):
                self.shield.setChecked(False)
        self.new_antioch.setEnabled(machine and self.edition is Edition.PLAYTEST_1_6_3)
        if self.has_state:
            self.tough_used.setEnabled(self.tough.isChecked())

    def read(self) -> Target:
        return Target(
            armour=Armour(self.armour.currentData()),
            shield=self.shield.isChecked() and self.shield.isEnabled(),
            innate_armour=self.innate_armour.value(),
            impervious=self.impervious.isChecked(),
            down=self.has_state and self.down.isChecked(),
            blood_markers=self.blood.value() if self.has_state else 0,
            tough=self.tough.isChecked(),
            tough_used=self.has_state and self.tough_used.isChecked(),
            golem=self.golem.isChecked(),
            memento_mori=self.memento_mori.isChecked(),
            new_antioch=self.new_antioch.isChecked(),
            injury_dice=self.resist_all.value(),
            resistances=tuple(sorted((k, box.value()) for k, box in self.resistances.items() if box.value())),
            negates=frozenset(k for k, box in self.negates.items() if box.isChecked()),
        )

    def write(self, target: Target) -> None:
        select_data(self.armour, target.armour.value)
        self.shield.setChecked(target.shield)
        self.innate_armour.setValue(target.innate_armour)
        self.impervious.setChecked(target.impervious)
        self.new_antioch.setChecked(target.new_antioch)
        if self.has_state:
            self.down.setChecked(target.down)
            self.blood.setValue(target.blood_markers)
            self.tough_used.setChecked(target.tough_used)
        self.tough.setChecked(target.tough)
        self.golem.setChecked(target.golem)
        self.memento_mori.setChecked(target.memento_mori)
        self.resist_all.setValue(target.injury_dice)
        for key, box in self.resistances.items():
            box.setValue(target.resistance(key))
        for key, box in self.negates.items():
            box.setChecked(key in target.negates)
        self.update_enabled()


def outcome_name(outcome: Outcome) -> str:
    translate = QCoreApplication.translate
    return {
        Outcome.MISS: translate("TrenchCrusade", "Miss"),
        Outcome.IGNORED: translate("TrenchCrusade", "Ignored (MEMENTO MORI)"),
        Outcome.NO_EFFECT: translate("TrenchCrusade", "No Effect"),
        Outcome.MINOR_HIT: translate("TrenchCrusade", "Minor Hit"),
        Outcome.DOWN: translate("TrenchCrusade", "Down"),
        Outcome.OUT_OF_ACTION: translate("TrenchCrusade", "Out of Action"),
    }[outcome]


def shown_outcomes(*outcome_maps) -> list[Outcome]:
    """Every outcome, but "ignored" only when MEMENTO MORI ignores something in one of the results shown."""
    ignored = any(outcomes[Outcome.IGNORED] for outcomes in outcome_maps if outcomes is not None)
    return [outcome for outcome in OUTCOMES if outcome is not Outcome.IGNORED or ignored]


RANGED_ONLY = (AttackKind.RANGED,)
"""The weapon form of pages that only shoot offers no melee."""
