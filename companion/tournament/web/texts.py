"""The phones' pages in English, Italian and Czech: one catalogue, each text under a key in every language.

A text's ``{name}`` placeholders are filled by ``Texts.text`` in one pass (``str.format_map``): a value holding
braces stays as it is. The values (names, numbers) are the event's; the pages' templates escape the filled text.
``tests/tournament/web/test_texts.py`` checks that every key has every language with the same placeholders, and
that every key the templates and the code use is here.

The language: ``?lang=`` on any page (kept in a cookie), else the phone's ``Accept-Language``, else English.
"""

import re
from collections.abc import Mapping
from fractions import Fraction

from companion.tournament.exports import exact_text

LANGUAGES = ("en", "it", "cs")
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "cs": "Čeština"}
LANGUAGE_COOKIE = "companion_lang"
"""The cookie that keeps the language a phone chose (``?lang=``)."""

TEXTS: Mapping[str, Mapping[str, str]] = {
    # the frame of every page
    "nav.pairings": {"en": "Pairings", "it": "Tavoli", "cs": "Párování"},
    "nav.standings": {"en": "Standings", "it": "Classifica", "cs": "Pořadí"},
    "nav.clock": {"en": "Clock", "it": "Tempo", "cs": "Čas"},
    "nav.mine": {"en": "My table", "it": "Il mio tavolo", "cs": "Můj stůl"},
    "language": {"en": "Language", "it": "Lingua", "cs": "Jazyk"},
    "footer": {"en": "Served by the tournament desk on this venue's network.",
               "it": "Servito dal tavolo dell'organizzazione sulla rete della sede.",
               "cs": "Z turnajového stolku po síti místa konání."},
    "live.off": {"en": "Not updating: reload the page.", "it": "Non si aggiorna: ricarica la pagina.",
                 "cs": "Neaktualizuje se: načti stránku znovu."},
    # pairings
    "pairings.heading": {"en": "Pairings", "it": "Accoppiamenti", "cs": "Párování"},
    "pairings.title": {"en": "Round {round}", "it": "Turno {round}", "cs": "{round}. kolo"},
    "pairings.none": {"en": "No round is paired yet.", "it": "Nessun turno è ancora stato accoppiato.",
                      "cs": "Zatím není spárováno žádné kolo."},
    "pairings.find": {"en": "Find my name", "it": "Trova il mio nome", "cs": "Najít své jméno"},
    "pairings.find_button": {"en": "Find", "it": "Cerca", "cs": "Hledat"},
    "pairings.no_match": {"en": "No player of this round has that name.",
                          "it": "Nessun giocatore di questo turno ha quel nome.",
                          "cs": "Žádný hráč tohoto kola se tak nejmenuje."},
    "pairings.table": {"en": "Table {table}", "it": "Tavolo {table}", "cs": "Stůl {table}"},
    "pairings.bye": {"en": "Bye: {name}", "it": "Turno di riposo: {name}", "cs": "Volno: {name}"},
    "pairings.results_in": {"en": "Tables with a result: {done} of {total}",
                            "it": "Tavoli con il risultato: {done} su {total}",
                            "cs": "Stoly s výsledkem: {done} z {total}"},
    "pairings.disputed": {"en": "{count} disputed", "it": "{count} contestati", "cs": "sporné: {count}"},
    "pairings.vs": {"en": "vs", "it": "contro", "cs": "proti"},
    # a table's status
    "status.waiting": {"en": "waiting", "it": "in attesa", "cs": "čeká"},
    "status.reported": {"en": "reported", "it": "comunicato", "cs": "nahlášeno"},
    "status.confirmed": {"en": "confirmed", "it": "confermato", "cs": "potvrzeno"},
    "status.disputed": {"en": "disputed", "it": "contestato", "cs": "sporné"},
    "status.desk": {"en": "result in", "it": "risultato inserito", "cs": "zapsáno"},
    "status.long.waiting": {"en": "Waiting for a result.", "it": "In attesa del risultato.",
                            "cs": "Čeká se na výsledek."},
    "status.long.reported": {"en": "Reported by one player, waiting for the other.",
                             "it": "Comunicato da un giocatore, in attesa dell'altro.",
                             "cs": "Nahlásil jeden hráč, čeká se na druhého."},
    "status.long.confirmed": {"en": "Result in: both players agree.", "it": "Risultato registrato: i giocatori "
                                                                            "concordano.",
                              "cs": "Výsledek zapsán: oba hráči souhlasí."},
    "status.long.disputed": {"en": "Disputed: the desk will settle it.", "it": "Contestato: decide l'organizzazione.",
                             "cs": "Sporné: rozhodne organizátor."},
    "status.long.desk": {"en": "Result in, entered at the desk.", "it": "Risultato inserito dall'organizzazione.",
                         "cs": "Výsledek zapsal organizátor."},
    # the round clock
    "clock.title": {"en": "Round clock", "it": "Tempo del turno", "cs": "Čas kola"},
    "clock.none": {"en": "The round clock is not set.", "it": "Il tempo del turno non è impostato.",
                   "cs": "Čas kola není nastaven."},
    "clock.running": {"en": "Time left", "it": "Tempo rimasto", "cs": "Zbývá"},
    "clock.paused": {"en": "Paused", "it": "In pausa", "cs": "Pozastaveno"},
    "clock.over": {"en": "Time is up", "it": "Tempo scaduto", "cs": "Čas vypršel"},
    # standings
    "standings.title": {"en": "Standings", "it": "Classifica", "cs": "Pořadí"},
    "standings.none": {"en": "No standings before the first round.", "it": "Nessuna classifica prima del primo turno.",
                       "cs": "Před prvním kolem není pořadí."},
    "standings.provisional": {"en": "Provisional: {done} of {total} results of round {round} are in.",
                              "it": "Provvisoria: {done} risultati su {total} del turno {round}.",
                              "cs": "Předběžné: {done} z {total} výsledků {round}. kola."},
    "standings.after": {"en": "After round {round}.", "it": "Dopo il turno {round}.", "cs": "Po {round}. kole."},
    "standings.final": {"en": "Final standings.", "it": "Classifica finale.", "cs": "Konečné pořadí."},
    "standings.hidden": {"en": "The standings are hidden until the results of round {round} are in.",
                         "it": "La classifica è nascosta finché non arrivano i risultati del turno {round}.",
                         "cs": "Pořadí je skryté, dokud nebudou všechny výsledky {round}. kola."},
    "standings.rank": {"en": "#", "it": "#", "cs": "#"},
    "standings.player": {"en": "Player", "it": "Giocatore", "cs": "Hráč"},
    "standings.points": {"en": "Points", "it": "Punti", "cs": "Body"},
    "standings.record": {"en": "W–D–L", "it": "V–P–S", "cs": "V–R–P"},
    "standings.byes": {"en": "byes: {count}", "it": "riposi: {count}", "cs": "volno: {count}"},
    "standings.order": {"en": "Ranked by {keys}.", "it": "Ordine: {keys}.", "cs": "Pořadí podle: {keys}."},
    "standings.then": {"en": ", then ", "it": ", poi ", "cs": ", pak "},
    "standings.key.points": {"en": "points", "it": "punti", "cs": "body"},
    "standings.key.sos": {"en": "SoS (the sum of the opponents' points)",
                          "it": "SoS (la somma dei punti degli avversari)", "cs": "SoS (součet bodů soupeřů)"},
    "standings.key.vp_difference": {"en": "VP difference", "it": "differenza PV", "cs": "rozdíl VB"},
    "standings.key.vp_scored": {"en": "VP scored", "it": "PV fatti", "cs": "získané VB"},
    "standings.key.painting": {"en": "painting", "it": "pittura", "cs": "malování"},
    "standings.key.sportsmanship": {"en": "sportsmanship", "it": "sportività", "cs": "sportovní chování"},
    "standings.short.sos": {"en": "SoS", "it": "SoS", "cs": "SoS"},
    "standings.short.vp_difference": {"en": "VP ±", "it": "PV ±", "cs": "VB ±"},
    "standings.short.vp_scored": {"en": "VP", "it": "PV", "cs": "VB"},
    "standings.short.painting": {"en": "Paint.", "it": "Pitt.", "cs": "Mal."},
    "standings.short.sportsmanship": {"en": "Sport", "it": "Sport.", "cs": "Sport."},
    "standings.dropped": {"en": "dropped", "it": "ritirato", "cs": "odstoupil"},
    "standings.adjusted": {"en": "bonus/penalty {points}", "it": "bonus/penalità {points}",
                           "cs": "bonus/penalizace {points}"},
    "standings.soft.painting": {"en": "Painting", "it": "Pittura", "cs": "Malování"},
    "standings.soft.sportsmanship": {"en": "Sportsmanship", "it": "Sportività", "cs": "Sportovní chování"},
    "standings.soft_short.painting": {"en": "Paint.", "it": "Pitt.", "cs": "Mal."},
    "standings.soft_short.sportsmanship": {"en": "Sport", "it": "Sport.", "cs": "Sport."},
    "standings.award.painting": {"en": "Best painted", "it": "Miglior pittura", "cs": "Nejlépe malovaná armáda"},
    "standings.award.sportsmanship": {"en": "Best sport", "it": "Più sportivo", "cs": "Nejsportovnější hráč"},
    # a player's own page
    "me.private": {"en": "This page is yours: do not share its address.",
                   "it": "Questa pagina è tua: non condividerne l'indirizzo.",
                   "cs": "Tato stránka je jen tvoje: nesdílej její adresu."},
    "me.table": {"en": "Round {round}, table {table}: you play {opponent}.",
                 "it": "Turno {round}, tavolo {table}: giochi contro {opponent}.",
                 "cs": "{round}. kolo, stůl {table}: hraješ proti hráči {opponent}."},
    "me.bye": {"en": "You have the bye in round {round}.", "it": "Sei di riposo nel turno {round}.",
               "cs": "V {round}. kole máš volno."},
    "me.not_paired": {"en": "You are not paired in round {round}.", "it": "Non sei accoppiato nel turno {round}.",
                      "cs": "V {round}. kole nemáš soupeře."},
    "me.score": {"en": "{first} {score_1} – {score_2} {second}", "it": "{first} {score_1} – {score_2} {second}",
                 "cs": "{first} {score_1} – {score_2} {second}"},
    "me.result": {"en": "Result", "it": "Risultato", "cs": "Výsledek"},
    "me.your_report": {"en": "Your report", "it": "Il tuo risultato", "cs": "Tvoje hlášení"},
    "me.their_report": {"en": "{name}'s report", "it": "Il risultato di {name}", "cs": "Hlášení hráče {name}"},
    "me.you_disputed": {"en": "You disputed it: the desk will settle it unless you confirm it.",
                        "it": "L'hai contestato: decide l'organizzazione, a meno che tu non lo confermi.",
                        "cs": "Nesouhlasíš s ním: rozhodne organizátor, pokud ho nepotvrdíš."},
    "me.they_disputed": {"en": "{name} disputes your report: the desk will settle it.",
                         "it": "{name} contesta il tuo risultato: decide l'organizzazione.",
                         "cs": "{name} s tvým hlášením nesouhlasí: rozhodne organizátor."},
    "me.reports_differ": {"en": "Your reports differ: the desk will settle it.",
                          "it": "I vostri risultati non coincidono: decide l'organizzazione.",
                          "cs": "Vaše hlášení se liší: rozhodne organizátor."},
    "me.waiting_opponent": {"en": "Waiting for {name} to confirm.", "it": "In attesa della conferma di {name}.",
                            "cs": "Čeká se na potvrzení hráčem {name}."},
    "me.confirm_question": {"en": "Is this the result of your game?", "it": "È il risultato della vostra partita?",
                            "cs": "Je to výsledek vaší hry?"},
    "me.confirm": {"en": "Confirm", "it": "Conferma", "cs": "Potvrdit"},
    "me.dispute": {"en": "Dispute", "it": "Contesta", "cs": "Nesouhlasím"},
    "me.report_title": {"en": "Report the result", "it": "Comunica il risultato", "cs": "Nahlásit výsledek"},
    "me.report_again": {"en": "Change your report", "it": "Cambia il tuo risultato", "cs": "Změnit hlášení"},
    "me.vp_of": {"en": "{name}'s VP", "it": "PV di {name}", "cs": "VB hráče {name}"},
    "me.concession": {"en": "Concession", "it": "Resa", "cs": "Vzdání"},
    "me.no_concession": {"en": "Nobody conceded", "it": "Nessuna resa", "cs": "Nikdo se nevzdal"},
    "me.conceded_by": {"en": "{name} conceded", "it": "Resa di {name}", "cs": "Vzdává {name}"},
    "me.check": {"en": "Check", "it": "Controlla", "cs": "Zkontrolovat"},
    "me.check_title": {"en": "Check before sending", "it": "Controlla prima di inviare",
                       "cs": "Zkontroluj před odesláním"},
    "me.send": {"en": "Send", "it": "Invia", "cs": "Odeslat"},
    "me.change": {"en": "Change", "it": "Modifica", "cs": "Upravit"},
    "me.points": {"en": "Tournament points: {first} {points_1} – {points_2} {second}",
                  "it": "Punti torneo: {first} {points_1} – {points_2} {second}",
                  "cs": "Turnajové body: {first} {points_1} – {points_2} {second}"},
    "me.check_in": {"en": "Check in", "it": "Conferma la presenza", "cs": "Potvrdit účast"},
    "me.checked_in": {"en": "You are checked in.", "it": "La tua presenza è registrata.", "cs": "Účast je potvrzena."},
    "me.check_in_desk": {"en": "Check in at the desk.", "it": "Conferma la presenza al tavolo dell'organizzazione.",
                         "cs": "Účast potvrď u stolku organizátora."},
    "me.drop": {"en": "Drop from the event", "it": "Ritirati dal torneo", "cs": "Odstoupit z turnaje"},
    "me.drop_question": {"en": "Drop from the event? You play no round after round {round}.",
                         "it": "Ritirarti dal torneo? Non giocherai nessun turno dopo il turno {round}.",
                         "cs": "Odstoupit z turnaje? Po {round}. kole už nebudeš hrát."},
    "me.drop_sure": {"en": "Are you sure? Only the desk can bring you back.",
                     "it": "Sei sicuro? Solo l'organizzazione potrà farti rientrare.",
                     "cs": "Opravdu? Vrátit tě může jen organizátor."},
    "me.drop_yes": {"en": "Yes, drop", "it": "Sì, mi ritiro", "cs": "Ano, odstoupit"},
    "me.drop_final": {"en": "Drop for good", "it": "Ritirati definitivamente", "cs": "Definitivně odstoupit"},
    "me.dropped": {"en": "You have dropped: you play no round after round {round}.",
                   "it": "Ti sei ritirato: non giochi nessun turno dopo il turno {round}.",
                   "cs": "Odstoupení zaznamenáno: po {round}. kole už nehraješ."},
    "me.cancel": {"en": "Cancel", "it": "Annulla", "cs": "Zrušit"},
    "me.done.report": {"en": "Your report is in.", "it": "Il tuo risultato è stato inviato.",
                       "cs": "Hlášení je odesláno."},
    "me.done.confirm": {"en": "Confirmed: the result is in.", "it": "Confermato: il risultato è registrato.",
                        "cs": "Potvrzeno: výsledek je zapsán."},
    "me.done.dispute": {"en": "Your dispute is in: the desk will settle it.",
                        "it": "Contestazione inviata: decide l'organizzazione.",
                        "cs": "Nesouhlas je odeslán: rozhodne organizátor."},
    "me.done.check-in": {"en": "Checked in.", "it": "Presenza registrata.", "cs": "Účast potvrzena."},
    "me.done.drop": {"en": "You have dropped.", "it": "Ritiro registrato.", "cs": "Odstoupení zaznamenáno."},
    # what a result gives, before it is sent
    "outcome.draw": {"en": "A draw", "it": "Pareggio", "cs": "Remíza"},
    "outcome.draw_within": {"en": "A draw: within {limit} VP", "it": "Pareggio: entro {limit} PV",
                            "cs": "Remíza: rozdíl nejvýš {limit} VB"},
    "outcome.win": {"en": "{name} wins", "it": "Vince {name}", "cs": "Vítězí {name}"},
    "outcome.win_by": {"en": "{name} wins by {difference} VP", "it": "Vince {name} di {difference} PV",
                       "cs": "Vítězí {name} o {difference} VB"},
    "outcome.win_beyond": {"en": "{name} wins by {difference} VP, more than {limit}",
                           "it": "Vince {name} di {difference} PV, oltre {limit}",
                           "cs": "Vítězí {name} o {difference} VB, víc než {limit}"},
    "outcome.win_conceded": {"en": "{name} wins: {conceder} conceded", "it": "Vince {name}: resa di {conceder}",
                             "cs": "Vítězí {name}: {conceder} se vzdává"},
    # the PIN of the public pages
    "pin.title": {"en": "Event PIN", "it": "PIN dell'evento", "cs": "PIN turnaje"},
    "pin.prompt": {"en": "Enter the PIN the organiser gave out.", "it": "Inserisci il PIN dato dall'organizzazione.",
                   "cs": "Zadej PIN od organizátora."},
    "pin.enter": {"en": "Enter", "it": "Entra", "cs": "Vstoupit"},
    # refusals
    "error.title": {"en": "Not done", "it": "Non eseguito", "cs": "Neprovedeno"},
    "error.not_found": {"en": "This page does not exist.", "it": "Questa pagina non esiste.",
                        "cs": "Tato stránka neexistuje."},
    "error.link": {"en": "This link is not (or no longer) a player's: ask the desk for a new one.",
                   "it": "Questo link non è (più) di un giocatore: chiedine uno nuovo all'organizzazione.",
                   "cs": "Tento odkaz nepatří (už) žádnému hráči: požádej organizátora o nový."},
    "error.csrf": {"en": "The form was out of date: try again.", "it": "Il modulo era scaduto: riprova.",
                   "cs": "Formulář byl zastaralý: zkus to znovu."},
    "error.origin": {"en": "Refused: the form came from another site.",
                     "it": "Rifiutato: il modulo arriva da un altro sito.",
                     "cs": "Odmítnuto: formulář přišel z jiného webu."},
    "error.busy": {"en": "Too many requests: wait a moment and try again.",
                   "it": "Troppe richieste: attendi un momento e riprova.",
                   "cs": "Příliš mnoho požadavků: chvíli počkej a zkus to znovu."},
    "error.too_large": {"en": "Too much data sent.", "it": "Troppi dati inviati.", "cs": "Odesláno příliš mnoho dat."},
    "error.unavailable": {"en": "The event cannot be reached just now: try again in a moment.",
                          "it": "L'evento non è raggiungibile in questo momento: riprova tra poco.",
                          "cs": "Turnaj teď není dostupný: zkus to za chvíli."},
    "error.pin": {"en": "Wrong PIN.", "it": "PIN errato.", "cs": "Nesprávný PIN."},
    "error.not_your_table": {"en": "That is not your table in the current round.",
                             "it": "Non è il tuo tavolo nel turno in corso.",
                             "cs": "To není tvůj stůl v tomto kole."},
    "error.desk_result": {"en": "The desk entered this table's result: it stands.",
                          "it": "L'organizzazione ha inserito il risultato di questo tavolo: resta quello.",
                          "cs": "Výsledek tohoto stolu zapsal organizátor: platí."},
    "error.result_in": {"en": "This table's result is in: ask the desk to change it.",
                        "it": "Il risultato di questo tavolo è registrato: per cambiarlo chiedi all'organizzazione.",
                        "cs": "Výsledek tohoto stolu je zapsán: změnit ho může organizátor."},
    "error.nothing_to_answer": {"en": "Your opponent has not reported yet.",
                                "it": "Il tuo avversario non ha ancora comunicato il risultato.",
                                "cs": "Soupeř ještě nic nenahlásil."},
    "error.report_changed": {"en": "Your opponent changed their report since your page showed it: nothing was sent. "
                                   "Check the new report below, then confirm or dispute it.",
                             "it": "Il tuo avversario ha cambiato il suo risultato nel frattempo: non è stato "
                                   "inviato nulla. Controlla il nuovo risultato qui sotto, poi confermalo o contestalo.",
                             "cs": "Soupeř své hlášení mezitím změnil: nic nebylo odesláno. Zkontroluj nové hlášení "
                                   "níže a pak ho potvrď, nebo s ním nesouhlas."},
    "error.request_reused": {"en": "This form was sent before with other values: reload the page and try again.",
                             "it": "Questo modulo era già stato inviato con altri valori: ricarica la pagina e riprova.",
                             "cs": "Tento formulář už byl odeslán s jinými údaji: načti stránku a zkus to znovu."},
    "error.check_in_desk": {"en": "Check in at the desk: the organiser checks players in.",
                            "it": "Conferma la presenza al tavolo: la registra l'organizzazione.",
                            "cs": "Účast potvrď u stolku: zapisuje ji organizátor."},
    "error.dropped": {"en": "You have dropped: only the desk can bring you back.",
                      "it": "Ti sei ritirato: solo l'organizzazione può farti rientrare.",
                      "cs": "Odstoupil(a) jsi: vrátit tě může jen organizátor."},
    "error.scores": {"en": "Enter both VP totals: numbers such as 180 or 22.5, 0 or more.",
                     "it": "Inserisci entrambi i PV: numeri come 180 o 22,5, da 0 in su.",
                     "cs": "Zadej obě hodnoty VB: čísla jako 180 nebo 22,5, od 0 výš."},
    "error.conceded": {"en": "Choose who conceded, or nobody.", "it": "Scegli chi si è arreso, o nessuno.",
                       "cs": "Vyber, kdo se vzdal, nebo nikdo."},
    "error.form": {"en": "The form is incomplete: reload the page.", "it": "Il modulo è incompleto: ricarica la "
                                                                             "pagina.",
                   "cs": "Formulář je neúplný: načti stránku znovu."},
}

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def placeholders(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


class Texts:
    """The catalogue in one language."""

    def __init__(self, language: str):
        self.language = language if language in LANGUAGES else "en"

    def text(self, key: str, **values: object) -> str:
        template = TEXTS[key][self.language]
        return template.format_map({name: _shown(value, self.language) for name, value in values.items()})

    def number(self, value: Fraction | int) -> str:
        return _shown(Fraction(value), self.language)


def _shown(value: object, language: str) -> str:
    if isinstance(value, Fraction | int) and not isinstance(value, bool):
        text = exact_text(Fraction(value))
        return text.replace(".", ",") if language != "en" else text
    return str(value)


def negotiate(asked: str | None, cookie: str | None, accept_language: str | None) -> str:
    """The page's language: the one asked for (``?lang=``), else the one kept, else the phone's first one we speak."""
    for choice in (asked, cookie):
        if choice in LANGUAGES:
            return choice
    ranked = []
    for position, part in enumerate((accept_language or "").split(",")[:20]):
        tag, _, quality = part.strip().partition(";q=")
        try:
            weight = float(quality) if quality else 1.0
        except ValueError:
            continue
        ranked.append((-weight, position, tag.split("-")[0].strip().lower()))
    for _, _, tag in sorted(ranked):
        if tag in LANGUAGES:
            return tag
    return "en"
