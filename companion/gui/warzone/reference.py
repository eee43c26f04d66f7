"""The UWZ house rules at a glance: every rule of the Italian text, summarised in English.

The summaries are written for this app (they are not translations of the
source sentences). Each keeps the rule's Italian name, so a player can find it
in the community's text; the filter searches names and summaries alike.
"""

import html

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QTextBrowser, QVBoxLayout, QWidget

from companion.formatting import fill, integer


class ReferencePage(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.filter_label = QLabel()
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.filter_label.setBuddy(self.filter)
        self.count = QLabel()
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.shown: list[tuple[str, str, str]] = []
        top = QHBoxLayout()
        top.addWidget(self.filter_label)
        top.addWidget(self.filter, 1)
        top.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        self.filter.textChanged.connect(self.apply_filter)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.filter_label.setText(self.tr("&Filter:"))
        self.filter.setPlaceholderText(self.tr("Words from a rule's English or Italian name or its summary"))
        self.apply_filter()

    def rules(self) -> list[tuple[str, str, str]]:
        """(Italian name, English title, summary) for every rule of the house-rules text, in its order."""
        return [
            (self.tr("Ordine gerarchico di valenza", "Italian rule name"),
             self.tr("Which rule wins"), self.tr(
                "When sources disagree, the most specific one applies: a tournament's own extra rules, then these "
                "house rules, then official clarifications, then the official FAQ, and the rulebook last. A house "
                "rule counts as official unless it is marked as doubtful or under discussion; at private or "
                "unsanctioned games players should agree on them before they start.")),
            (self.tr("Unità con limiti di composizione 8-12 troopers", "Italian rule name"),
             self.tr("Units of 8 to 12 troopers"),
             self.tr("Any unit whose size limits are 8 to 12 troopers may field 6 to 12 instead.")),
            (self.tr("Cambio di priorità di bersaglio", "Italian rule name"),
             self.tr("Changing target priority"), self.tr(
                "A new priority target cannot be a model that is more than half hidden behind another, closer "
                "enemy model. If some models of the targeted unit are not hidden that way, the nearest of them "
                "becomes the priority target. Models actively using Sniper ignore this.")),
            (self.tr("Grate, griglie e reti come ostacoli", "Italian rule name"),
             self.tr("Grates, grilles and nets"), self.tr(
                "A line of fire through one or more grates, grilles or nets gives the shooter −1 RC. It is not "
                "cover and always adds to other penalties.")),
            (self.tr("Camouflage", "Italian rule name"),
             self.tr("Camouflage"), self.tr(
                "Whoever targets a Camouflaged model that is in cover or in MP, or its Unit Card, takes −1 RC, and "
                "−(skill level) LD to spot it.")),
            (self.tr("Demolition Training", "Italian rule name"),
             self.tr("Demolition Training"), self.tr(
                "Models with the skill may carry a Remote Detonator by adding its 2 points to their PC; it counts "
                "as a load-out.")),
            (self.tr("Impenetrability", "Italian rule name"),
             self.tr("Impenetrability"), self.tr(
                "On top of its usual effect, the skill protects against every close-combat attack that is not AV "
                "and has a base DAM of 10 or less.")),
            (self.tr("Inspiration", "Italian rule name"),
             self.tr("Inspiration"), self.tr(
                "Its bonus only helps Morale checks and Regroup rolls.")),
            (self.tr("Para-deploy", "Italian rule name"),
             self.tr("Para-deploy"), self.tr(
                "Models that do not come down on a terrain piece still have 2 Actions. A model landing outside the "
                "template takes −4 LD on its status check.")),
            (self.tr("Shadow Walk", "Italian rule name"),
             self.tr("Shadow Walk"), self.tr(
                "No PW test is needed: one Action to concentrate, then the next Action to reappear anywhere within "
                "6\", unseen and undetected.")),
            (self.tr("Tactical Sense", "Italian rule name"),
             self.tr("Tactical Sense"), self.tr(
                "Target priority cannot be moved to a unit all of whose members are more than half hidden behind "
                "other enemy models. Models actively using Sniper are exempt.")),
            (self.tr("Abilità speciale \"Tank Hunter\" per modelli armati con Autocannon e Lanciarazzi",
                     "Italian rule name"),
             self.tr("Tank Hunter for autocannons and rocket launchers"), self.tr(
                "A model with an autocannon (except the Soulshearer Autocannon and mounted autocannons), or with a "
                "rocket launcher about to fire an AV rocket, may move its target priority straight to a vehicle or "
                "an Impenetrable model, as long as no other enemy is within SR (for a Grunt) or PB (for an Elite). "
                "Individuals and Supports count as Grunts with LD 11 or less, as Elites otherwise.")),
            (self.tr("Poteri Focused", "Italian rule name"),
             self.tr("Focused powers"), self.tr(
                "These powers are Focused: the Dark Legion's Etheric Lance, Black Karma, Apocalypse, The Devouring "
                "Darkness, Dark Lightning, Soul Wither and The Wasting, and the Crescentia prophecy Temporal "
                "Dissonance.")),
            (self.tr("Retromarcia", "Italian rule name"),
             self.tr("Reversing"), self.tr(
                "A vehicle has to stand still for an Action before it drives backwards, and again before it drives "
                "forwards once more. Reversing costs no MV by itself. While reversing the driver cannot attack in "
                "CC or RC, though other crew may. Flying vehicles never reverse.")),
            (self.tr("Status di movimento dei Veicoli", "Italian rule name"),
             self.tr("Vehicle movement status"), self.tr(
                "A token shows which way a vehicle is driving and is removed when it stops. Vehicles start the game "
                "stationary until their first activation, whose first move may go either way. A driver going on "
                "Wait stops the vehicle; if the driver then loses Wait unused, or ends an Action from Wait without "
                "moving, the vehicle has stood still for one Action.")),
            (self.tr("Speronamento", "Italian rule name"),
             self.tr("Ramming"), self.tr(
                "A ram is a driving Action that moves and attacks at once: the vehicle goes straight ahead for its "
                "full MV, over enemy models, hitting each one it touches, and the driver attacks nothing else. "
                "Before moving, the driver must pass an LD test at −4 per SZ of difference for each model at least "
                "as big as the vehicle and at −8 for a terrain piece; a friendly model in the way forbids it. A "
                "rammed model falls Prone and takes DAM 6 + vehicle SZ with a multiplier of vehicle SZ − 1 (at "
                "least 1), AV-0; the vehicle takes DAM 6 + model SZ with a multiplier of model SZ − 1 (at least 1), "
                "AV-0 from SZ 3+ models and vehicles, a Natural Attack otherwise. A wound from a collision stops the "
                "vehicle and ends its Action; terrain, a vehicle of SZ 3+ or a model 2 SZ bigger stop it for the "
                "Round, and terrain hurts it as if it had rammed itself. Models on Wait may Take Cover with the "
                "vehicle's SZ added to their LD but cannot counter-charge; survivors lose Wait. Afterwards, models "
                "under the vehicle are moved aside into contact. Flying vehicles and bipeds cannot ram. The Ramming "
                "page computes all of this.")),
            (self.tr("Influenza degli elementi scenici sulle aree coperte da template", "Italian rule name"),
             self.tr("Terrain and templates"), self.tr(
                "A flame, spray or blast template leaves alone a model that a terrain piece hides completely from "
                "the template's source (the tip of a directly placed template, the centre of an explosion). For "
                "flamethrowers only, inside rooms, building corridors and tunnels up to 3\" wide, a flame that hits "
                "a wall in front of it can spill into the 3\" corridors that wall bounds.")),
            (self.tr("Cluster Effect ecceduto da modelli in CC", "Italian rule name"),
             self.tr("Cluster Effect exceeded in close combat"),
             self.tr("If a template covers more models in close combat than the weapon's Cluster Effect, each of "
                     "them rolls a die and adds its SZ: the highest totals are hit, up to the Cluster Effect.")),
            (self.tr("Silencer e armi silenziate", "Italian rule name"),
             self.tr("Silencers"), self.tr(
                "The limit about primary sniper rifles does not apply, and a silenced weapon makes no muzzle flash "
                "when it fires at night.")),
            (self.tr("Mortai", "Italian rule name"),
             self.tr("Mortars"), self.tr(
                "The crew must spend two preparation Actions before one of them fires the mortar (the Greymourn "
                "needs one). Moving the mortar after preparing it means preparing it again.")),
            (self.tr("Vulkan", "Italian rule name"),
             self.tr("Vulkan"), self.tr(
                "Vulkans are Support units of the Bauhaus support list, not Elite units.")),
            (self.tr("Apocalypse", "Italian rule name"),
             self.tr("Apocalypse"), self.tr(
                "A Focused power that follows target priority. One model may have it in armies under 1000 points, "
                "and one more for every full 1000 points of the game (0–999: one, 1000–1999: two, and so on).")),
            (self.tr("Greymourn", "Italian rule name"),
             self.tr("Greymourn"), self.tr(
                "With one of its two crew lost, whoever holds the mortar must spend an Action preparing it before "
                "every firing Action; preparing in one Turn and firing in the next is allowed. The Loader can take "
                "the mortar from a fallen Gunner only in base contact. The carrier always moves 3, the other "
                "crewman up to 4.")),
            (self.tr("Calcolo dei Punti Vittoria", "Italian rule name"),
             self.tr("Victory points"), self.tr(
                "Enemy models destroyed or unhinged score 100% of their PC, routed 50%, panicked 25% and at half "
                "wounds or fewer 25%; each enemy unit wiped out adds 25% of its PC. Work out one model's points "
                "and round them (.25 down, .75 up, .5 kept) before multiplying by identical models. The higher "
                "score wins unless the gap is 5% of the game size or less, which is a draw. A player who concedes "
                "or walks away loses, and the opponent adds 100% of the conceder's surviving models to the points "
                "already earned. The Victory points page does the sums.")),
            (self.tr("PC dei singoli membri delle Unità con un solo PC totale", "Italian rule name"),
             self.tr("Member costs of units priced as a whole"), self.tr(
                "Gives a PC for each member of units bought as a whole: mortar teams, cannons, the Ducal Mounted "
                "HMG, Doomtroopers and Defiler Pods (a pod's price is the pod alone; the models it brings cost their "
                "normal PC). A load-out bought for a mortar team is shared among the members in equal whole parts, "
                "the rest going to the Spotter, Leader or Gunner: 10 points on a Stormtrencher team turn 17/17/20 "
                "into 20/20/24. Both are on the Victory points page.")),
            (self.tr("Bosco Fitto", "Italian rule name"),
             self.tr("Dense Woods"), self.tr(
                "Dense Woods is Rough Terrain, and models inside always have Light Cover. A line of sight through "
                "Dense Woods stops after 3\" of woods.")),
            (self.tr("Movimento e LOS all’interno degli edifici", "Italian rule name"),
             self.tr("Movement and line of sight in buildings"), self.tr(
                "Opening or closing a door takes an Action in base contact (the model may finish on the other "
                "side); a door stays open until someone closes it. Floors are joined by ladders: changing floor is "
                "climbing without a Falling Check, usually two Actions (one with Climb). To see through a loophole "
                "or hatch a model first moves next to it; a model outside may also see through one when its target "
                "inside stands next to it.")),
            (self.tr("Regolamentazione delle basette", "Italian rule name"),
             self.tr("Regulation bases"), self.tr(
                "Sets the legal base for each kind of model, for example 25 mm round for SZ 1 and 2, 50 mm for SZ 4, "
                "none for Defiler Pods and most vehicles. Line of sight to and from a baseless vehicle is measured "
                "from its outermost edge, weapon lines from the muzzle, and a model is in close combat with it when "
                "its base touches the vehicle or overlaps its footprint. Only the legal part of an oversized base "
                "counts; an undersized one gets a regulation cut-out underneath. Proxies and conversions follow the "
                "model they stand for.")),
            (self.tr("Nuovo Ambiente Ostile: Zona Radioattiva - livello variabile", "Italian rule name"),
             self.tr("New hostile environment: Radioactive Zone"), self.tr(
                "Each turn adds an adverse effect to the ones before: Combat Fatigue −2, Reduced Morale −2, Reduced "
                "Movement −1, Fatigue, Exhaustion, Exposure, and from the seventh turn an ATS 15 risk test for every "
                "model of an activating unit (a wound per failure; Morale checks after the whole unit has rolled). "
                "A unit failing its activation check puts a Contamination token on each model (one at most); "
                "contaminated models suffer the next turn's effects as well and skip the check. Medic, Necromancy "
                "and Technomancy may remove a Contamination token instead of a wound. Para-deployed units count "
                "their turns from their landing. See the Environments page.")),
            (self.tr("Nuovo Ambiente Ostile: Tunnel", "Italian rule name"),
             self.tr("New hostile environment: Tunnel"), self.tr(
                "The battle is fought in dark underground tunnels: Night rules with 14\" line of sight, muzzle "
                "flashes for the whole Turn (−4 instead of −8 beyond line of sight), Comm Failure and Reduced "
                "Morale −3, indirect fire up to 14\", flyers at Altitude 2 at most, vehicles at half MV, smoke one "
                "Turn longer, Para-deploy sometimes swapped for Infiltrate, deployment in the outer chambers and "
                "walls that break Command Distance. The full checklist is on the Environments page.")),
        ]

    def apply_filter(self, *_) -> None:
        words = self.filter.text().casefold().split()
        rules = self.rules()
        self.shown = [rule for rule in rules if all(word in " ".join(rule).casefold() for word in words)]
        self.count.setText(fill(self.tr("%1 of %2 rules"), integer(len(self.shown)), integer(len(rules))))
        italian = self.tr("Italian name:")
        nothing = self.tr("No rule matches the filter.")
        parts = [
            f"<h3>{html.escape(title)}</h3><p><i>{html.escape(italian)} {html.escape(name)}</i></p>"
            f"<p>{html.escape(summary)}</p>"
            for name, title, summary in self.shown
        ]
        self.browser.setHtml("".join(parts) or f"<p>{html.escape(nothing)}</p>")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
