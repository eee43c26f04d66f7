"""Lustria reference: the jungle rules that need no calculator, in short.

Summarised in our own words from the Czech community text, with its Czech
terms alongside so players can match them to the original.
"""

from html import escape

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget


class ReferencePage(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.browser)
        self.retranslate_ui()

    def sections(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """(section title, [(term, explanation)]) in reading order."""
        return [
            (self.tr("Terrain in the jungle"), [
                (self.tr("Undergrowth (Czech: Podrost)"),
                 self.tr("Slows movement like difficult terrain but leaves line of sight open. Units that move "
                         "freely through woods or jungle move freely here too.")),
                (self.tr("Light jungle (Czech: Lehká džungle)"),
                 self.tr("Plays exactly like an ordinary wood.")),
                (self.tr("Dense jungle (Czech: Hustá džungle)"),
                 self.tr("Only skirmishers, and so units in loose order, may go in. Shooting at models inside it "
                         "suffers −2 to hit (the Shooting page has it as a cover choice).")),
                (self.tr("Impassable jungle (Czech: Neprostupná džungle)"),
                 self.tr("Impassable terrain: nothing enters it.")),
                (self.tr("Before deploying"),
                 self.tr("Both players agree which terrain piece on the table is which of these types.")),
            ]),
            (self.tr("Flyers (Czech: Letci)"), [
                (self.tr("Unit strength 1 (Czech: US 1)"),
                 self.tr("The tangled canopy limits a flying move to 15 inches.")),
                (self.tr("Unit strength above 1"),
                 self.tr("Larger flyers manage only 10 inches.")),
            ]),
            (self.tr("Loose order (Czech: Volná formace)"), [
                (self.tr("Who and when"),
                 self.tr("Infantry whose models are all unit strength 1 may switch into loose order, or back, "
                         "once a turn at the start of the remaining-moves step. The switch counts as a reform; "
                         "with a musician the unit may still move afterwards.")),
                (self.tr("How it plays"),
                 self.tr("Like a skirmishing unit, with four differences: no marching with an enemy within 8 "
                         "inches; enemies shooting at it get no −1 for skirmishers; it cannot shoot; its models "
                         "all face the same way, to tell it apart from skirmishers.")),
            ]),
            (self.tr("Black powder (Czech: Střelný prach)"), [
                (self.tr("Every volley"),
                 self.tr("The firing unit rolls one D6 for its black-powder (or warpstone) weapons. On a 1 the "
                         "powder is damp and the shot loses armour piercing; 2 to 5 is a normal shot; on a 6 the "
                         "shot is overcharged with +2 Strength, but the weapon is ruined for the rest of the "
                         "game. The Shooting page works out the odds.")),
            ]),
            (self.tr("Starting a jungle battle"), [
                (self.tr("1. Terrain"), self.tr("Agree the type of every terrain piece (see above).")),
                (self.tr("2. Encounter points"),
                 self.tr("Roll D6+6 once; each player gets that many points for the whole battle.")),
                (self.tr("3. Deployment"), self.tr("Deploy as the scenario says.")),
                (self.tr("4. Events (Czech: Události)"),
                 self.tr("Each player rolls 2D6 on the events table, unless the scenario changes this. Lizardmen "
                         "may re-roll some results (see the Events page).")),
                (self.tr("5. First turn"),
                 self.tr("Decide who starts; a Monkey Run adds +1 to that roll, and is rolled again when the "
                         "scenario already fixes who starts.")),
                (self.tr("Every turn: jungle encounters (Czech: Překvapení z džungle)"),
                 self.tr("A new Encounters phase comes between Magic and Shooting. First check every encounter "
                         "on the table again against units of both players in range (the tracker on the "
                         "Encounters page lists them). Then the active player may pay points for a terrain "
                         "piece (jungle 1, anything else 2, each piece at most once a phase), roll 2D6 for the "
                         "encounter, place the large template at a point inside that piece and resolve it. Mark "
                         "the encounter on the table: it stays. Its damage counts as non-magical shooting, and "
                         "heavy losses mean a Panic test at the end of the phase.")),
            ]),
        ]

    def retranslate_ui(self) -> None:
        title = self.tr("Fighting in the jungles of Lustria")
        self.browser.setAccessibleName(title)
        summary = self.tr("A short summary of the jungle rules, in our words. The Czech terms are those of the "
                          "community text the rules come from.")
        parts = [f"<h2>{escape(title)}</h2>", f"<p>{escape(summary)}</p>"]
        for title, entries in self.sections():
            parts.append(f"<h3>{escape(title)}</h3><dl>")
            for term, text in entries:
                parts.append(f"<dt><b>{escape(term)}</b></dt><dd>{escape(text)}<br></dd>")
            parts.append("</dl>")
        self.browser.setHtml("".join(parts))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
