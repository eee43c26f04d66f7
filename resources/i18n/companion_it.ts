<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AboutDialog</name>
    <message>
        <source>%1 %2 — licence: %3</source>
        <translation>%1 %2 — licenza: %3</translation>
    </message>
    <message>
        <source>This component&apos;s metadata carries no licence text.</source>
        <translation>I metadati di questo componente non contengono il testo della licenza.</translation>
    </message>
    <message>
        <source>About Companion</source>
        <translation>Informazioni su Companion</translation>
    </message>
    <message>
        <source>Companion is free software under the MIT licence. It runs on the components below, each under its own licence; Qt and Qt for Python are used under the GNU LGPL 3. Choose one to read its licence.</source>
        <translation>Companion è software libero con licenza MIT. Funziona grazie ai componenti qui sotto, ognuno con la propria licenza; Qt e Qt for Python sono usati secondo la GNU LGPL 3. Scegline uno per leggerne la licenza.</translation>
    </message>
    <message>
        <source>&amp;Components</source>
        <translation>&amp;Componenti</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Componenti</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <source>From %1 to %2.</source>
        <translation>Da %1 a %2.</translation>
    </message>
</context>
<context>
    <name>ArmyRows</name>
    <message>
        <source>Insert an empty row below the selected one (Insert)</source>
        <translation>Inserisci una riga vuota sotto quella selezionata (Ins)</translation>
    </message>
    <message>
        <source>Insert an empty row below the selected one</source>
        <translation>Inserisci una riga vuota sotto quella selezionata</translation>
    </message>
</context>
<context>
    <name>AttackPanel</name>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>Injury roll: markers spent</source>
        <translation>Tiro per ferire: segnalini spesi</translation>
    </message>
    <message>
        <source>BLOOD MARKERS spent by the attac&amp;ker (+1 each)</source>
        <translation>SEGNALINI SANGUE spesi dall&apos;atta&amp;ccante (+1 ciascuno)</translation>
    </message>
    <message>
        <source>BLESSING MARKERS spent by the defender (−1 each)</source>
        <translation>SEGNALINI BENEDIZIONE spesi dal difensore (−1 ciascuno)</translation>
    </message>
    <message>
        <source>Exactly</source>
        <translation>Esattamente</translation>
    </message>
    <message>
        <source>At &amp;least</source>
        <translation>A&amp;lmeno</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Outcome of one attack</source>
        <translation>Esito di un attacco</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>What the edition changes (the chosen one in bold):</source>
        <translation>Cosa cambia l&apos;edizione (quella scelta in grassetto):</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Mancato</translation>
    </message>
    <message>
        <source>Ignored (MEMENTO MORI)</source>
        <translation>Ignorato (MEMENTO MORI)</translation>
    </message>
    <message>
        <source>No Effect</source>
        <translation>Nessun Effetto</translation>
    </message>
    <message>
        <source>Minor Hit</source>
        <translation>Ferita Leggera</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Atterrato</translation>
    </message>
    <message>
        <source>Out of Action</source>
        <translation>Fuori Combattimento</translation>
    </message>
    <message>
        <source>characteristic</source>
        <translation>caratteristica</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>gittata lunga</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>copertura</translation>
    </message>
    <message>
        <source>elevated</source>
        <translation>posizione sopraelevata</translation>
    </message>
    <message>
        <source>BLOOD MARKERS on the attacker</source>
        <translation>SEGNALINI SANGUE sull&apos;attaccante</translation>
    </message>
    <message>
        <source>BLESSING MARKERS</source>
        <translation>SEGNALINI BENEDIZIONE</translation>
    </message>
    <message>
        <source>attacker Down</source>
        <translation>attaccante Atterrato</translation>
    </message>
    <message>
        <source>off-hand</source>
        <translation>arma secondaria</translation>
    </message>
    <message>
        <source>FEAR</source>
        <translation>PAURA</translation>
    </message>
    <message>
        <source>charge from above</source>
        <translation>carica dall&apos;alto</translation>
    </message>
    <message>
        <source>manned obstacle</source>
        <translation>ostacolo presidiato</translation>
    </message>
    <message>
        <source>polearm</source>
        <translation>arma in asta</translation>
    </message>
    <message>
        <source>unarmed</source>
        <translation>disarmato</translation>
    </message>
    <message>
        <source>other</source>
        <translation>altro</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>arma</translation>
    </message>
    <message>
        <source>target Down</source>
        <translation>bersaglio Atterrato</translation>
    </message>
    <message>
        <source>BLOOD MARKERS spent</source>
        <translation>SEGNALINI SANGUE spesi</translation>
    </message>
    <message>
        <source>BLESSING MARKERS spent</source>
        <translation>SEGNALINI BENEDIZIONE spesi</translation>
    </message>
    <message>
        <source>resistance</source>
        <translation>resistenza</translation>
    </message>
    <message>
        <source>keyword resistance</source>
        <translation>resistenza alla parola chiave</translation>
    </message>
    <message>
        <source>SHOTGUN at long range</source>
        <translation>SHOTGUN a gittata lunga</translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation>colpo critico</translation>
    </message>
    <message>
        <source>armour</source>
        <translation>armatura</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>scudo</translation>
    </message>
    <message>
        <source>innate armour</source>
        <translation>armatura innata</translation>
    </message>
    <message>
        <source>ARMOUR PIERCING</source>
        <translation>ARMOUR PIERCING</translation>
    </message>
    <message>
        <source>IGNORE ARMOUR</source>
        <translation>IGNORE ARMOUR</translation>
    </message>
    <message>
        <source>IMPERVIOUS: armour kept</source>
        <translation>IMPERVIOUS: armatura mantenuta</translation>
    </message>
    <message>
        <source>weapon modifier</source>
        <translation>modificatore dell&apos;arma</translation>
    </message>
    <message>
        <source>armour at most −3</source>
        <translation>armatura al massimo −3</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Bloodbath (spend %n BLOOD MARKERS)</source>
        <translation>
            <numerusform>&amp;Bagno di Sangue (spendi %n SEGNALINO SANGUE)</numerusform>
            <numerusform>&amp;Bagno di Sangue (spendi %n SEGNALINI SANGUE)</numerusform>
        </translation>
    </message>
    <message>
        <source>One extra die kept and summed. Needs 6 BLOOD MARKERS on the target, 3 if it is Down.</source>
        <translation>Un dado extra, tenuto e sommato. Servono 6 SEGNALINI SANGUE sul bersaglio, 3 se è Atterrato.</translation>
    </message>
    <message>
        <source>Critical hit</source>
        <translation>Colpo critico</translation>
    </message>
    <message>
        <source>RISKY: activation ends</source>
        <translation>RISCHIOSO: l&apos;attivazione termina</translation>
    </message>
    <message>
        <source>Expected BLOOD MARKERS placed</source>
        <translation>SEGNALINI SANGUE inflitti attesi</translation>
    </message>
    <message>
        <source>Injury roll total given a hit (flat modifier %1 applied)</source>
        <translation>Totale del tiro per ferire se colpito (modificatore fisso %1 applicato)</translation>
    </message>
    <message>
        <source>Automatic hit: no success roll.</source>
        <translation>Colpo automatico: nessun tiro per colpire.</translation>
    </message>
    <message>
        <source>Net %1 DICE: %2</source>
        <translation>%1 DADI netti: %2</translation>
    </message>
    <message>
        <source>%1D6</source>
        <translation>%1D6</translation>
    </message>
    <message>
        <source>%1D6 keep the %2 highest</source>
        <translation>%1D6, tieni i %2 più alti</translation>
    </message>
    <message>
        <source>%1D6 keep the %2 lowest</source>
        <translation>%1D6, tieni i %2 più bassi</translation>
    </message>
    <message>
        <source>%1 (does not apply here)</source>
        <translation>%1 (qui non si applica)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Success: automatic hit, never critical; range and cover are ignored.</source>
        <translation>Per colpire: colpo automatico, mai critico; gittata e copertura sono ignorate.</translation>
    </message>
    <message>
        <source>Success: %1 (%2); 7+ hits, 12+ is a Critical Hit.</source>
        <translation>Per colpire: %1 (%2); 7+ colpisce, 12+ è un Colpo Critico.</translation>
    </message>
    <message>
        <source>Injury: %1 (INJURY DICE: %2; modifiers: %3).</source>
        <translation>Per ferire: %1 (DADI FERITA: %2; modificatori: %3).</translation>
    </message>
    <message>
        <source>On a Critical Hit: %1.</source>
        <translation>Con un Colpo Critico: %1.</translation>
    </message>
    <message>
        <source>A model&apos;s armour (worn armour, shield and innate armour together) is at most −3 in both editions; a weapon&apos;s own modifier is not armour.</source>
        <translation>L&apos;armatura di un modello (armatura indossata, scudo e armatura innata insieme) è al massimo −3 in entrambe le edizioni; il modificatore proprio di un&apos;arma non è armatura.</translation>
    </message>
    <message>
        <source>Edition 1.0 caps the negative modifiers at −3 (positive weapon modifiers added after).</source>
        <translation>L&apos;edizione 1.0 limita i modificatori negativi a −3 (i modificatori positivi dell&apos;arma si aggiungono dopo).</translation>
    </message>
    <message>
        <source>TOUGH turns the first Out of Action into Down.</source>
        <translation>RESISTENTE trasforma il primo Fuori Combattimento in Atterrato.</translation>
    </message>
    <message>
        <source>GOLEM turns Out of Action into Down (not on a Bloodbath).</source>
        <translation>GOLEM trasforma Fuori Combattimento in Atterrato (non con un Bagno di Sangue).</translation>
    </message>
    <message>
        <source>MEMENTO MORI ignores the attack that would take the model Out of Action: no result and no BLOOD MARKERS from it, not even FIRE&apos;s (markers spent on its roll stay spent). It acts after TOUGH and GOLEM; a sequence spends it.</source>
        <translation>MEMENTO MORI ignora l&apos;attacco che metterebbe il modello Fuori Combattimento: nessun esito e nessun SEGNALINO SANGUE da esso, nemmeno quello di FUOCO (i segnalini spesi per il suo tiro restano spesi). Agisce dopo RESISTENTE e GOLEM; in una sequenza si consuma.</translation>
    </message>
    <message>
        <source>Machine Armour turns Down into Minor Hit, also a Down that TOUGH or GOLEM produced.</source>
        <translation>L&apos;Armatura Meccanizzata trasforma Atterrato in Ferita Leggera, anche un Atterrato prodotto da RESISTENTE o GOLEM.</translation>
    </message>
    <message>
        <source>ARMOUR PIERCING does not exist in 1.6.3: use IGNORE ARMOUR for &quot;ignores armour&quot;.</source>
        <translation>ARMOUR PIERCING non esiste nella 1.6.3: usa IGNORE ARMOUR per &quot;ignora l&apos;armatura&quot;.</translation>
    </message>
    <message>
        <source>FIRE/GAS/SHRAPNEL: one extra BLOOD MARKER after the roll, even on No Effect.</source>
        <translation>FUOCO/GAS/SHRAPNEL: un SEGNALINO SANGUE extra dopo il tiro, anche con Nessun Effetto.</translation>
    </message>
    <message>
        <source>Several of FIRE/GAS/SHRAPNEL: still one extra BLOOD MARKER in all (our reading; the rules are silent).</source>
        <translation>Più parole chiave tra FUOCO/GAS/SHRAPNEL: comunque un solo SEGNALINO SANGUE extra in tutto (nostra lettura; le regole tacciono).</translation>
    </message>
    <message>
        <source>Resistances to several keywords of this weapon do not stack: the strongest applies (our reading).</source>
        <translation>Le resistenze a più parole chiave di quest&apos;arma non si sommano: si applica la più forte (nostra lettura).</translation>
    </message>
    <message>
        <source>Expected BLOOD MARKERS: %1 (at most 6 on a model).</source>
        <translation>SEGNALINI SANGUE attesi: %1 (al massimo 6 su un modello).</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>No result yet.</source>
        <translation>Ancora nessun risultato.</translation>
    </message>
    <message>
        <source>at least %1: %2</source>
        <translation>almeno %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2: %3)</source>
        <translation>%1 (%2: %3)</translation>
    </message>
    <message>
        <source>The most likely: %1, %2.</source>
        <translation>Il più probabile: %1, %2.</translation>
    </message>
</context>
<context>
    <name>BlastPanel</name>
    <message>
        <source>Models in the blast (the first is the main target)</source>
        <translation>Modelli nell&apos;esplosione (il primo è il bersaglio principale)</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>A&amp;ggiungi</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ri&amp;muovi</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Atterrato</translation>
    </message>
    <message>
        <source>Selected model (its state before the blast)</source>
        <translation>Modello selezionato (stato prima dell&apos;esplosione)</translation>
    </message>
    <message>
        <source>What happens to each model</source>
        <translation>Che cosa succede a ogni modello</translation>
    </message>
    <message>
        <source>Up</source>
        <comment>move the selected model up</comment>
        <translation>Su</translation>
    </message>
    <message>
        <source>Down</source>
        <comment>move the selected model down</comment>
        <translation>Giù</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Models taken Out of Action</source>
        <translation>Modelli messi Fuori Combattimento</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>Critical bonus</source>
        <translation>Bonus critico</translation>
    </message>
    <message>
        <source>Markers (expected)</source>
        <translation>Segnalini (attesi)</translation>
    </message>
    <message>
        <source>Ignored</source>
        <translation>Ignorato</translation>
    </message>
    <message>
        <source>One success roll for the whole blast; on a hit every model rolls its own injury with its own armour and keywords.</source>
        <translation>Un solo tiro per colpire per tutta l&apos;esplosione; se colpisce, ogni modello fa il proprio tiro per ferire con la propria armatura e le proprie parole chiave.</translation>
    </message>
    <message>
        <source>Critical Hit: edition 1.0 adds its INJURY DICE to the main target only, 1.6.3 to every model hit.</source>
        <translation>Colpo Critico: l&apos;edizione 1.0 aggiunge i suoi DADI FERITA solo al bersaglio principale, la 1.6.3 a ogni modello colpito.</translation>
    </message>
    <message>
        <source>Nothing is spent on a blast&apos;s injury rolls (our reading): use the Attack page for one model.</source>
        <translation>Sui tiri per ferire di un&apos;esplosione non si spende nulla (nostra lettura): per un singolo modello usa la pagina Attacco.</translation>
    </message>
    <message>
        <source>no armour</source>
        <translation>nessuna armatura</translation>
    </message>
    <message>
        <source>Standard Armour</source>
        <translation>Armatura Standard</translation>
    </message>
    <message>
        <source>Reinforced Armour</source>
        <translation>Armatura Rinforzata</translation>
    </message>
    <message>
        <source>Machine Armour</source>
        <translation>Armatura Meccanizzata</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>scudo</translation>
    </message>
    <message>
        <source>TOUGH</source>
        <translation>RESISTENTE</translation>
    </message>
    <message>
        <source>GOLEM</source>
        <translation>GOLEM</translation>
    </message>
    <message>
        <source>MEMENTO MORI</source>
        <translation>MEMENTO MORI</translation>
    </message>
    <message>
        <source>BLOOD MARKERS: %1</source>
        <translation>SEGNALINI SANGUE: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (main target)</source>
        <translation>%1 (bersaglio principale)</translation>
    </message>
    <message>
        <source>%1 of at most %2 models: a BLAST takes no more.</source>
        <translation>%1 modelli su un massimo di %2: un&apos;ESPLOSIONE non ne accetta altri.</translation>
    </message>
    <message>
        <source>A BLAST holds at most %1 models.</source>
        <translation>Un&apos;ESPLOSIONE contiene al massimo %1 modelli.</translation>
    </message>
    <message>
        <source>Hit (one roll for the blast)</source>
        <translation>Colpito (un solo tiro per l&apos;esplosione)</translation>
    </message>
    <message>
        <source>Critical Hit</source>
        <translation>Colpo Critico</translation>
    </message>
    <message>
        <source>At least one model Out of Action</source>
        <translation>Almeno un modello Fuori Combattimento</translation>
    </message>
    <message>
        <source>Expected models Out of Action</source>
        <translation>Modelli Fuori Combattimento attesi</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
</context>
<context>
    <name>ByesGroup</name>
    <message>
        <source>Byes</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>0: no VP</source>
        <translation>0: nessun PV</translation>
    </message>
    <message>
        <source>The average of the player&apos;s other games</source>
        <translation>La media delle sue altre partite</translation>
    </message>
    <message>
        <source>A fixed number</source>
        <translation>Un numero fisso</translation>
    </message>
    <message>
        <source>VP for a bye: &amp;zero, average or fixed</source>
        <translation>&amp;Quanti PV vale un bye</translation>
    </message>
    <message>
        <source>What a bye counts in VP scored and VP difference: nothing, the player&apos;s average VP scored and conceded over the games they played, or the fixed number below scored and 0 conceded.</source>
        <translation>Che cosa conta un bye nei PV fatti e nella differenza PV: niente, la media dei PV fatti e subiti dal giocatore nelle partite giocate, oppure il numero fisso qui sotto come PV fatti e 0 subiti.</translation>
    </message>
    <message>
        <source>Fixed VP for a bye</source>
        <translation>PV fissi per un bye</translation>
    </message>
    <message>
        <source>The VP a bye scores when a bye counts a fixed number.</source>
        <translation>I PV che fa un bye quando un bye conta un numero fisso.</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Niente</translation>
    </message>
    <message>
        <source>An average opponent</source>
        <translation>Un avversario medio</translation>
    </message>
    <message>
        <source>SoS ad&amp;justment for a bye</source>
        <translation>Forza del calendario: che cosa d&amp;à un bye</translation>
    </message>
    <message>
        <source>What a bye adds to strength of schedule: nothing, or an average opponent (the mean of the current points of the opponents the player met; nothing while they met none).</source>
        <translation>Che cosa aggiunge un bye alla forza del calendario: niente, oppure un avversario medio (la media dei punti attuali degli avversari incontrati dal giocatore; niente finché non ne ha incontrato nessuno).</translation>
    </message>
    <message>
        <source>A bye gives its tournament points and no VP.</source>
        <translation>Un bye dà i suoi punti torneo e nessun PV.</translation>
    </message>
    <message>
        <source>A bye counts the VP the player scored and conceded on average in their other games (0 before their first).</source>
        <translation>Un bye conta i PV che il giocatore ha fatto e subito in media nelle altre partite (0 prima della prima).</translation>
    </message>
    <message>
        <source>A bye counts as a game won by the fixed number of VP to 0.</source>
        <translation>Un bye conta come una partita vinta per il numero fisso di PV a 0.</translation>
    </message>
</context>
<context>
    <name>CalculatorPanel</name>
    <message>
        <source>Not a legal combination: {0}</source>
        <translation>Combinazione non valida: {0}</translation>
    </message>
    <message>
        <source>Could not evaluate: {0}</source>
        <translation>Impossibile calcolare: {0}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Esatto</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Pinned (exact)</source>
        <translation>Fissato (esatto)</translation>
    </message>
</context>
<context>
    <name>CaptainPanel</name>
    <message>
        <source>Players a &amp;side</source>
        <translation>&amp;Giocatori per squadra</translation>
    </message>
    <message>
        <source>Expected game points: our players down, theirs across</source>
        <translation>Punti partita attesi: i nostri giocatori in colonna, i loro in riga</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>Paste cells copied from a spreadsheet, from the selected cell on (from the corner: names and scores, as many players as copied).</source>
        <translation>Incolla le celle copiate da un foglio di calcolo, dalla cella selezionata in poi (dall&apos;angolo: nomi e punteggi, con tanti giocatori quanti copiati).</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>I&amp;mporta CSV…</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>Es&amp;porta CSV…</translation>
    </message>
    <message>
        <source>Their players across the top, ours down the side. Each cell: the game points (0–20) our player is expected to make against theirs; halves allowed. Double-click a cell or a name to change it.</source>
        <translation>I loro giocatori in alto, i nostri a sinistra. Ogni cella: i punti partita (0–20) che il nostro giocatore dovrebbe fare contro il loro; ammessi i mezzi punti. Doppio clic su una cella o un nome per cambiarlo.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Incontro</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
    <message>
        <source>We &amp;revealed:</source>
        <translation>Abbiamo &amp;rivelato:</translation>
    </message>
    <message>
        <source>They r&amp;evealed:</source>
        <translation>&amp;Loro hanno rivelato:</translation>
    </message>
    <message>
        <source>&amp;Draw for us</source>
        <translation>&amp;Sorteggia per noi</translation>
    </message>
    <message>
        <source>Pick our choice at random with the optimal chances, so that our captain cannot be read. The seed is shown: the same seed draws the same.</source>
        <translation>Sceglie a caso la nostra mossa con le probabilità ottimali, così il nostro capitano non è prevedibile. Il seme è mostrato: lo stesso seme dà la stessa estrazione.</translation>
    </message>
    <message>
        <source>Reveal &amp;both</source>
        <translation>Rivela &amp;entrambe</translation>
    </message>
    <message>
        <source>&amp;Undo step</source>
        <translation>Ann&amp;ulla passo</translation>
    </message>
    <message>
        <source>Res&amp;tart the ritual</source>
        <translation>Ri&amp;comincia il rituale</translation>
    </message>
    <message>
        <source>Games fixed</source>
        <translation>Partite fissate</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Nostro</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Loro</translation>
    </message>
    <message>
        <source>The chances are how often to make each choice so that the other captain cannot take advantage, whatever they know of your thinking: a choice at 0% is never better, and any mix of the choices with a chance gives the same expected total against their best play. “If we choose it”: our expected total if we make that choice for sure and they answer it as well as they can.</source>
        <translation>Le probabilità dicono quanto spesso fare ogni scelta perché l&apos;altro capitano non possa approfittarne, qualunque cosa sappia del vostro ragionamento: una scelta allo 0% non è mai migliore, e ogni combinazione delle scelte con una probabilità dà lo stesso totale atteso contro il suo gioco migliore. «Se lo scegliamo»: il nostro totale atteso se facciamo di sicuro quella scelta e loro rispondono nel modo migliore.</translation>
    </message>
    <message>
        <source>Ours %1</source>
        <translation>Nostro %1</translation>
    </message>
    <message>
        <source>Theirs %1</source>
        <translation>Loro %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pasted cell(s) were not a score from 0 to 20 and were left as they were.</source>
        <translation>
            <numerusform>%n cella incollata non era un punteggio da 0 a 20 ed è rimasta com&apos;era.</numerusform>
            <numerusform>%n celle incollate non erano un punteggio da 0 a 20 e sono rimaste com&apos;erano.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn for us: %1 (seed %2)</source>
        <translation>Sorteggiato per noi: %1 (seme %2)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Interr&amp;ompi</translation>
    </message>
    <message>
        <source>S&amp;olve</source>
        <translation>Ris&amp;olvi</translation>
    </message>
    <message>
        <source>Solving the ritual… %p%</source>
        <translation>Risoluzione del rituale… %p%</translation>
    </message>
    <message>
        <source>Solving cancelled: the advice shown is for the matrix solved before.</source>
        <translation>Risoluzione interrotta: i consigli mostrati sono per la matrice risolta prima.</translation>
    </message>
    <message>
        <source>Import a matrix</source>
        <translation>Importa una matrice</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>File CSV (*.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot import the matrix</source>
        <translation>Impossibile importare la matrice</translation>
    </message>
    <message>
        <source>%1: row %2, column %3: %4</source>
        <translation>%1: riga %2, colonna %3: %4</translation>
    </message>
    <message>
        <source>Cannot export the matrix</source>
        <translation>Impossibile esportare la matrice</translation>
    </message>
    <message>
        <source>Export the matrix</source>
        <translation>Esporta la matrice</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Our expected total under optimal play (out of %1)</source>
        <translation>Nostro totale atteso con gioco ottimale (su %1)</translation>
    </message>
    <message>
        <source>Expected from here, with the games fixed</source>
        <translation>Atteso da qui, con le partite fissate</translation>
    </message>
    <message numerus="yes">
        <source>Fixed so far (%n game(s))</source>
        <translation>
            <numerusform>Fissato finora (%n partita)</numerusform>
            <numerusform>Fissato finora (%n partite)</numerusform>
        </translation>
    </message>
    <message>
        <source>Our expected total if we choose %1 and they answer best: %2</source>
        <translation>Nostro totale atteso se scegliamo %1 e loro rispondono al meglio: %2</translation>
    </message>
    <message>
        <source>Our expected total if they choose %1 and we answer best: %2</source>
        <translation>Nostro totale atteso se loro scelgono %1 e noi rispondiamo al meglio: %2</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilità</translation>
    </message>
    <message>
        <source>If we choose it</source>
        <translation>Se lo scegliamo</translation>
    </message>
    <message>
        <source>If they choose it</source>
        <translation>Se lo scelgono</translation>
    </message>
    <message>
        <source>Our captain names a defender</source>
        <translation>Il nostro capitano nomina un difensore</translation>
    </message>
    <message>
        <source>Their captain names a defender</source>
        <translation>Il loro capitano nomina un difensore</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
    <message>
        <source>Our attackers against %1</source>
        <translation>I nostri attaccanti contro %1</translation>
    </message>
    <message>
        <source>Their attackers against %1</source>
        <translation>I loro attaccanti contro %1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Attaccanti</translation>
    </message>
    <message>
        <source>Our %1 accepts</source>
        <translation>Il nostro %1 accetta</translation>
    </message>
    <message>
        <source>Their %1 accepts</source>
        <translation>Il loro %1 accetta</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Accettato</translation>
    </message>
    <message>
        <source>The ritual is over: every game is fixed. Our total: %1 of %2.</source>
        <translation>Il rituale è finito: ogni partita è fissata. Nostro totale: %1 su %2.</translation>
    </message>
    <message>
        <source>Two players left on each side: both captains name a defender at the same time; each defender plays the other side&apos;s remaining player.</source>
        <translation>Due giocatori per parte: entrambi i capitani nominano un difensore nello stesso momento; ogni difensore gioca contro il giocatore rimasto dell&apos;altra squadra.</translation>
    </message>
    <message>
        <source>%1 players left on each side. Step 1 of 3: both captains name a defender at the same time.</source>
        <translation>%1 giocatori per parte. Passo 1 di 3: entrambi i capitani nominano un difensore nello stesso momento.</translation>
    </message>
    <message>
        <source>%1 players left on each side. Step 2 of 3: both captains send two attackers against the other side&apos;s defender, at the same time.</source>
        <translation>%1 giocatori per parte. Passo 2 di 3: entrambi i capitani mandano due attaccanti contro il difensore dell&apos;altra squadra, nello stesso momento.</translation>
    </message>
    <message>
        <source>%1 players left on each side. Step 3 of 3: each defender accepts one of the two attackers facing it; the other is refused.</source>
        <translation>%1 giocatori per parte. Passo 3 di 3: ogni difensore accetta uno dei due attaccanti che ha di fronte; l&apos;altro è rifiutato.</translation>
    </message>
</context>
<context>
    <name>CaptainTab</name>
    <message>
        <source>Team captain</source>
        <translation>Capitano</translation>
    </message>
    <message>
        <source>Pairing ritual</source>
        <translation>Rituale degli accoppiamenti</translation>
    </message>
</context>
<context>
    <name>ComparePanel</name>
    <message>
        <source>Rifle</source>
        <translation>Fucile</translation>
    </message>
    <message>
        <source>Machine Gun</source>
        <translation>Mitragliatrice</translation>
    </message>
    <message>
        <source>Flamer</source>
        <translation>Lanciafiamme</translation>
    </message>
    <message>
        <source>Anti-Material Rifle</source>
        <translation>Fucile Anti-Materiale</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Spada</translation>
    </message>
    <message>
        <source>No armour</source>
        <translation>Nessuna armatura</translation>
    </message>
    <message>
        <source>Standard Armour</source>
        <translation>Armatura Standard</translation>
    </message>
    <message>
        <source>Reinforced Armour</source>
        <translation>Armatura Rinforzata</translation>
    </message>
    <message>
        <source>Machine Armour</source>
        <translation>Armatura Meccanizzata</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>1.0 (rulebook)</source>
        <translation>1.0 (regolamento)</translation>
    </message>
    <message>
        <source>1.6.3 (playtest)</source>
        <translation>1.6.3 (playtest)</translation>
    </message>
    <message>
        <source>&amp;Edition</source>
        <translation>Edi&amp;zione</translation>
    </message>
    <message>
        <source>never</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tutti</translation>
    </message>
    <message>
        <source>bloodbath</source>
        <translation>bagno di sangue</translation>
    </message>
    <message>
        <source>optimal</source>
        <translation>ottimale</translation>
    </message>
    <message>
        <source>&amp;BLOOD MARKER policy</source>
        <translation>Strate&amp;gia SEGNALINI SANGUE</translation>
    </message>
    <message>
        <source>How each loadout spends the markers its attacks place (see the Sequence page).</source>
        <translation>Come ogni equipaggiamento spende i segnalini piazzati dai suoi attacchi (vedi la pagina Sequenza).</translation>
    </message>
    <message>
        <source>Loadouts (rows)</source>
        <translation>Equipaggiamenti (righe)</translation>
    </message>
    <message>
        <source>Add the Attack page&apos;s &amp;weapon</source>
        <translation>Aggiungi l&apos;arma &amp;della pagina Attacco</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attacchi</translation>
    </message>
    <message>
        <source>Attacks this loadout makes in a row: AUTOMATIC(X), CLEAVE(X)…</source>
        <translation>Attacchi consecutivi di questo equipaggiamento: AUTOMATIC(X), CLEAVE(X)…</translation>
    </message>
    <message>
        <source>Targets (columns)</source>
        <translation>Bersagli (colonne)</translation>
    </message>
    <message>
        <source>Add the Attack page&apos;s ta&amp;rget</source>
        <translation>Aggiungi il &amp;bersaglio della pagina Attacco</translation>
    </message>
    <message>
        <source>Out of Action by the end</source>
        <translation>Fuori Combattimento entro la fine</translation>
    </message>
    <message>
        <source>Down or Out of Action at the end</source>
        <translation>Atterrato o Fuori Combattimento alla fine</translation>
    </message>
    <message>
        <source>Down at the end</source>
        <translation>Atterrato alla fine</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Visualizzazione</translation>
    </message>
    <message>
        <source>F&amp;igure</source>
        <translation>Va&amp;lore</translation>
    </message>
    <message>
        <source>Loadouts against targets</source>
        <translation>Equipaggiamenti contro bersagli</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>Each cell is the loadout&apos;s attacks in a row against that target, spending BLOOD MARKERS by the chosen policy (a single attack with markers on the target may spend them too).</source>
        <translation>Ogni cella è la serie di attacchi consecutivi dell&apos;equipaggiamento contro quel bersaglio, spendendo i SEGNALINI SANGUE secondo la strategia scelta (anche un attacco singolo può spenderli, se il bersaglio ha segnalini).</translation>
    </message>
    <message>
        <source>FEAR belongs to the target and counts for melee loadouts. The examples are illustrative profiles, not the rulebook&apos;s: check them against your weapons.</source>
        <translation>La PAURA appartiene al bersaglio e conta per gli equipaggiamenti da mischia. Gli esempi sono profili illustrativi, non quelli del regolamento: confrontali con le tue armi.</translation>
    </message>
    <message>
        <source>Names must be unique and not empty: kept &quot;%1&quot;.</source>
        <translation>I nomi devono essere unici e non vuoti: mantenuto &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>A comparison holds at most %1 entries per list.</source>
        <translation>Un confronto contiene al massimo %1 voci per elenco.</translation>
    </message>
    <message>
        <source>Attack page weapon</source>
        <translation>Arma della pagina Attacco</translation>
    </message>
    <message>
        <source>Attack page target</source>
        <translation>Bersaglio della pagina Attacco</translation>
    </message>
</context>
<context>
    <name>CountChart</name>
    <message>
        <source>At least %1</source>
        <translation>Almeno %1</translation>
    </message>
    <message>
        <source>≤%1</source>
        <translation>≤%1</translation>
    </message>
    <message>
        <source>≥%1</source>
        <translation>≥%1</translation>
    </message>
</context>
<context>
    <name>CouragePanel</name>
    <message>
        <source>&amp;Courage</source>
        <translation>&amp;Coraggio</translation>
    </message>
    <message>
        <source>D&amp;ice</source>
        <translation>Dad&amp;i</translation>
    </message>
    <message>
        <source>The Touch of the Palantír and the Wall of the Bruinen roll 3 dice and discard the highest.</source>
        <translation>Il Tocco del Palantír e il Muro del Bruinen tirano 3 dadi e scartano il più alto.</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <source>3 dice, discard the highest</source>
        <translation>3 dadi, scarta il più alto</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Supera</translation>
    </message>
    <message>
        <source>Fails</source>
        <translation>Fallisce</translation>
    </message>
    <message>
        <source>Dice + Courage ≥ 10: the dice must total %1 or more.</source>
        <translation>Dadi + Coraggio ≥ 10: i dadi devono totalizzare %1 o più.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Companion hit an error</source>
        <translation>Companion ha incontrato un errore</translation>
    </message>
    <message>
        <source>Something went wrong inside Companion. It goes on running, but what you were doing may not have finished. Nothing has been sent anywhere.</source>
        <translation>Qualcosa non ha funzionato dentro Companion. Continua a funzionare, ma quello che stavi facendo potrebbe non essere stato completato. Non è stato inviato nulla a nessuno.</translation>
    </message>
    <message>
        <source>What went wrong</source>
        <translation>Che cosa non ha funzionato</translation>
    </message>
    <message>
        <source>The same is written in %1, with the other logs of the last launches.</source>
        <translation>Lo stesso testo è scritto in %1, con gli altri registri degli ultimi avvii.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Copy the text and the log&apos;s path, to paste into a message.</source>
        <translation>Copia il testo e il percorso del registro, da incollare in un messaggio.</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Companion closed unexpectedly</source>
        <translation>Companion si è chiuso inaspettatamente</translation>
    </message>
    <message>
        <source>The last time Companion ran, it did not close normally. What it wrote before it stopped is in %1. Nothing has been sent anywhere.</source>
        <translation>L&apos;ultima volta Companion non si è chiuso normalmente. Quello che ha scritto prima di fermarsi è in %1. Non è stato inviato nulla a nessuno.</translation>
    </message>
</context>
<context>
    <name>DamagePanel</name>
    <message>
        <source>Damage</source>
        <translation>Danno</translation>
    </message>
    <message>
        <source>&amp;DAM</source>
        <translation>&amp;DAM</translation>
    </message>
    <message>
        <source>&amp;Multiplier</source>
        <translation>&amp;Moltiplicatore</translation>
    </message>
    <message>
        <source>DAM d × m: m separate damage tests, one wound each.</source>
        <translation>DAM d × m: m test di danno separati, una ferita ciascuno.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>AR</translation>
    </message>
    <message>
        <source>&amp;Wounds left</source>
        <translation>Ferite &amp;rimaste</translation>
    </message>
    <message>
        <source>The target is removed once it has taken this many wounds.</source>
        <translation>Il bersaglio è rimosso quando ha subito questo numero di ferite.</translation>
    </message>
    <message>
        <source>The damage test is the standard Warzone armour test, which the UWZ house rules do not restate: roll a D20 against AR − DAM; a roll at or under it saves, a higher roll wounds. A natural 20 always wounds and a natural 1 never does, so one test wounds with (20 + DAM − AR) in 20, between 1 and 19 in 20. Each multiplier is a separate test.</source>
        <translation>Il test di danno è il normale test d&apos;armatura di Warzone, che le house rules UWZ non riportano: tira un D20 contro AR − DAM; un risultato pari o inferiore salva, un risultato più alto ferisce. Un 20 naturale ferisce sempre e un 1 naturale mai, quindi un test ferisce con (20 + DAM − AR) su 20, tra 1 e 19 su 20. Ogni moltiplicatore è un test separato.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Target AR (dashed line: the current target)</source>
        <translation>AR del bersaglio (linea tratteggiata: il bersaglio attuale)</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>Wounds taken at the current AR</source>
        <translation>Ferite subite all&apos;AR attuale</translation>
    </message>
    <message>
        <source>Removing the target (W %1)</source>
        <translation>Rimuovere il bersaglio (W %1)</translation>
    </message>
    <message>
        <source>One damage test wounds</source>
        <translation>Un test di danno ferisce</translation>
    </message>
    <message>
        <source>At least one wound</source>
        <translation>Almeno una ferita</translation>
    </message>
    <message>
        <source>Expected wounds</source>
        <translation>Ferite attese</translation>
    </message>
    <message>
        <source>%1 (removed)</source>
        <translation>%1 (rimosso)</translation>
    </message>
    <message>
        <source>Wounds taken at AR %1 (one test wounds with %2)</source>
        <translation>Ferite subite con AR %1 (un test ferisce con %2)</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>SoS</source>
        <translation>SoS</translation>
    </message>
    <message>
        <source>VP difference</source>
        <translation>Differenza PV</translation>
    </message>
    <message>
        <source>VP scored</source>
        <translation>PV fatti</translation>
    </message>
    <message>
        <source>Painting</source>
        <translation>Pittura</translation>
    </message>
    <message>
        <source>Sportsmanship</source>
        <translation>Sportività</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Points limit</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Rounds planned</source>
        <translation>Round previsti</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Tiebreaks</source>
        <translation>Spareggi</translation>
    </message>
    <message>
        <source>Fresh tables</source>
        <translation>Tavoli nuovi</translation>
    </message>
    <message>
        <source>Check-in required</source>
        <translation>Presenza obbligatoria</translation>
    </message>
    <message>
        <source>VP for a bye</source>
        <translation>PV per un bye</translation>
    </message>
    <message>
        <source>Fixed VP for a bye</source>
        <translation>PV fissi per un bye</translation>
    </message>
    <message>
        <source>SoS for a bye</source>
        <translation>SoS per un bye</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Points for a win</source>
        <translation>Punti per una vittoria</translation>
    </message>
    <message>
        <source>Points for a draw</source>
        <translation>Punti per un pareggio</translation>
    </message>
    <message>
        <source>Points for a loss</source>
        <translation>Punti per una sconfitta</translation>
    </message>
    <message>
        <source>Points for a bye</source>
        <translation>Punti per un bye</translation>
    </message>
    <message>
        <source>Draw margin</source>
        <translation>Margine di pareggio</translation>
    </message>
    <message>
        <source>Battle points</source>
        <translation>Punti battaglia</translation>
    </message>
    <message>
        <source>Battle points after a concession</source>
        <translation>Punti battaglia dopo un abbandono</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>Tavolo fisso</translation>
    </message>
    <message>
        <source>Last round played</source>
        <translation>Ultimo round giocato</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Concession</source>
        <translation>Abbandono</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>Merge into</source>
        <translation>Unisci in</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Database</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utente</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (got %3)</source>
        <translation>%1: %2 (trovato %3)</translation>
    </message>
    <message>
        <source>Created the event “%1” (%2)</source>
        <translation>Creato l’evento “%1” (%2)</translation>
    </message>
    <message>
        <source>Changed the event&apos;s settings: %1</source>
        <translation>Cambiate le impostazioni dell’evento: %1</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>Aggiunto %1</translation>
    </message>
    <message>
        <source>%1 (from round %2)</source>
        <translation>%1 (dal round %2)</translation>
    </message>
    <message>
        <source>Imported the players %1</source>
        <translation>Importati i giocatori %1</translation>
    </message>
    <message>
        <source>%1 “%2” → “%3”</source>
        <translation>%1 “%2” → “%3”</translation>
    </message>
    <message>
        <source>Edited %1: %2</source>
        <translation>Modificato %1: %2</translation>
    </message>
    <message>
        <source>%1: %2 points (%3)</source>
        <translation>%1: %2 punti (%3)</translation>
    </message>
    <message>
        <source>%1: %2 %3 in round %4</source>
        <translation>%1: %2 %3 nel turno %4</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Merged the faction %1 into “%2”: %3</source>
        <translation>Fazione %1 unita in «%2»: %3</translation>
    </message>
    <message>
        <source>Checked in %1 players: %2</source>
        <translation>Registrato l’arrivo di %1 giocatori: %2</translation>
    </message>
    <message>
        <source>Checked in %1</source>
        <translation>Registrato l’arrivo di %1</translation>
    </message>
    <message>
        <source>Checked out %1 players: %2</source>
        <translation>Annullato l’arrivo di %1 giocatori: %2</translation>
    </message>
    <message>
        <source>Checked out %1</source>
        <translation>Annullato l’arrivo di %1</translation>
    </message>
    <message>
        <source>Dropped %1 players after round %2: %3</source>
        <translation>Ritirati %1 giocatori dopo il round %2: %3</translation>
    </message>
    <message>
        <source>Dropped %1 after round %2</source>
        <translation>Ritirato %1 dopo il round %2</translation>
    </message>
    <message>
        <source>phone report</source>
        <translation>risultato da telefono</translation>
    </message>
    <message>
        <source>phone confirmation</source>
        <translation>conferma da telefono</translation>
    </message>
    <message>
        <source>phone dispute</source>
        <translation>contestazione da telefono</translation>
    </message>
    <message>
        <source>phone check-in</source>
        <translation>presenza da telefono</translation>
    </message>
    <message>
        <source>phone drop</source>
        <translation>ritiro da telefono</translation>
    </message>
    <message>
        <source>personal link</source>
        <translation>link personale</translation>
    </message>
    <message>
        <source>phones&apos; settings</source>
        <translation>impostazioni dei telefoni</translation>
    </message>
    <message>
        <source>round clock</source>
        <translation>tempo del turno</translation>
    </message>
    <message>
        <source>bonus or penalty</source>
        <translation>bonus o penalità</translation>
    </message>
    <message>
        <source>soft score</source>
        <translation>punteggio extra</translation>
    </message>
    <message>
        <source>factions merged</source>
        <translation>fazioni unite</translation>
    </message>
    <message>
        <source>round %1, table %2</source>
        <translation>turno %1, tavolo %2</translation>
    </message>
    <message>
        <source>; the result is %1</source>
        <translation>; il risultato è %1</translation>
    </message>
    <message>
        <source>%1 reported %2 by phone (%3): %4%5</source>
        <translation>%1 ha comunicato %2 da telefono (%3): %4%5</translation>
    </message>
    <message>
        <source>%1 confirmed %2 by phone (%3)%4</source>
        <translation>%1 ha confermato %2 da telefono (%3)%4</translation>
    </message>
    <message>
        <source>%1 disputed %2 by phone (%3)</source>
        <translation>%1 ha contestato %2 da telefono (%3)</translation>
    </message>
    <message>
        <source>%1 checked in by phone (%2)</source>
        <translation>%1 ha confermato la presenza da telefono (%2)</translation>
    </message>
    <message>
        <source>%1 dropped after round %2 by phone (%3)</source>
        <translation>%1 si è ritirato dopo il turno %2 da telefono (%3)</translation>
    </message>
    <message>
        <source>Reissued %1&apos;s personal link</source>
        <translation>Nuovo link personale per %1</translation>
    </message>
    <message>
        <source>Revoked %1&apos;s personal link</source>
        <translation>Revocato il link personale di %1</translation>
    </message>
    <message>
        <source>self check-in</source>
        <translation>presenza dai telefoni</translation>
    </message>
    <message>
        <source>standings hidden during a round</source>
        <translation>classifica nascosta durante il turno</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>address</source>
        <translation>indirizzo</translation>
    </message>
    <message>
        <source>Changed the phones&apos; settings: %1</source>
        <translation>Cambiate le impostazioni dei telefoni: %1</translation>
    </message>
    <message>
        <source>started</source>
        <translation>avviato</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>in pausa</translation>
    </message>
    <message>
        <source>extended</source>
        <translation>prolungato</translation>
    </message>
    <message>
        <source>set</source>
        <translation>impostato</translation>
    </message>
    <message>
        <source>Round %1&apos;s clock %2 (%3 min in all)</source>
        <translation>Tempo del turno %1 %2 (%3 min in tutto)</translation>
    </message>
    <message>
        <source>%1 joins from round %2</source>
        <translation>%1 entra dal round %2</translation>
    </message>
    <message>
        <source>%1 has no fixed table any more</source>
        <translation>%1 non ha più un tavolo fisso</translation>
    </message>
    <message>
        <source>Fixed table %1 for %2</source>
        <translation>Tavolo fisso %1 per %2</translation>
    </message>
    <message>
        <source>Published round %1: %2 tables</source>
        <translation>Pubblicato il round %1: %2 tavoli</translation>
    </message>
    <message>
        <source>Re-paired round %1: %2 tables</source>
        <translation>Riabbinato il round %1: %2 tavoli</translation>
    </message>
    <message>
        <source>%1, bye: %2</source>
        <translation>%1, bye: %2</translation>
    </message>
    <message>
        <source>Round %1: swapped %2 and %3</source>
        <translation>Round %1: scambiati %2 e %3</translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 %4 %5</source>
        <translation>Round %1, tavolo %2: %3 %4 %5</translation>
    </message>
    <message>
        <source>%1 (%2 conceded)</source>
        <translation>%1 (%2 ha abbandonato)</translation>
    </message>
    <message>
        <source>%1, replacing %2</source>
        <translation>%1, al posto di %2</translation>
    </message>
    <message>
        <source>Undid change %1 (%2)</source>
        <translation>Annullata la modifica %1 (%2)</translation>
    </message>
    <message>
        <source>Reinstated %1 players: %2</source>
        <translation>Riammessi %1 giocatori: %2</translation>
    </message>
    <message>
        <source>Reinstated %1</source>
        <translation>Riammesso %1</translation>
    </message>
    <message>
        <source>event created</source>
        <translation>evento creato</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>impostazioni</translation>
    </message>
    <message>
        <source>player added</source>
        <translation>giocatore aggiunto</translation>
    </message>
    <message>
        <source>players imported</source>
        <translation>giocatori importati</translation>
    </message>
    <message>
        <source>player edited</source>
        <translation>giocatore modificato</translation>
    </message>
    <message>
        <source>check-in</source>
        <translation>arrivo</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>ritiro</translation>
    </message>
    <message>
        <source>reinstatement</source>
        <translation>riammissione</translation>
    </message>
    <message>
        <source>late join</source>
        <translation>ingresso tardivo</translation>
    </message>
    <message>
        <source>fixed table</source>
        <translation>tavolo fisso</translation>
    </message>
    <message>
        <source>round published</source>
        <translation>round pubblicato</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>scambio</translation>
    </message>
    <message>
        <source>round re-paired</source>
        <translation>round riabbinato</translation>
    </message>
    <message>
        <source>result</source>
        <translation>risultato</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annullamento</translation>
    </message>
</context>
<context>
    <name>DeskError</name>
    <message>
        <source>{0} already exists</source>
        <translation>{0} esiste già</translation>
    </message>
    <message>
        <source>there is no folder {0}</source>
        <translation>la cartella {0} non esiste</translation>
    </message>
    <message>
        <source>cannot create {0}: {1}</source>
        <translation>impossibile creare {0}: {1}</translation>
    </message>
    <message>
        <source>the event&apos;s settings were changed meanwhile (by {0}): reload them and try again</source>
        <translation>le impostazioni dell&apos;evento sono state cambiate nel frattempo (da {0}): ricaricale e riprova</translation>
    </message>
    <message>
        <source>the game cannot change once a round is paired</source>
        <translation>il gioco non può cambiare dopo che un round è stato abbinato</translation>
    </message>
    <message>
        <source>{0} has a result in round {1}: drop them after it</source>
        <translation>{0} ha un risultato nel round {1}: ritiralo dopo quel round</translation>
    </message>
    <message>
        <source>{0} already played in round {1}</source>
        <translation>{0} ha già giocato nel round {1}</translation>
    </message>
    <message>
        <source>table {0} is already fixed for {1}</source>
        <translation>il tavolo {0} è già fisso per {1}</translation>
    </message>
    <message>
        <source>round {0} is already paired (by {1})</source>
        <translation>il round {0} è già abbinato (da {1})</translation>
    </message>
    <message>
        <source>the next round to pair is round {0}</source>
        <translation>il prossimo round da abbinare è il round {0}</translation>
    </message>
    <message>
        <source>the event changed since this pairing was made (by {0}): pair again</source>
        <translation>l&apos;evento è cambiato da quando è stato fatto questo abbinamento (da {0}): abbina di nuovo</translation>
    </message>
    <message>
        <source>only the current round can be re-paired</source>
        <translation>si può riabbinare solo il round corrente</translation>
    </message>
    <message>
        <source>round {0} has results: it cannot be re-paired</source>
        <translation>il round {0} ha dei risultati: non si può riabbinare</translation>
    </message>
    <message>
        <source>round {1} was changed meanwhile (by {0}): reload it and try again</source>
        <translation>il round {1} è stato cambiato nel frattempo (da {0}): ricaricalo e riprova</translation>
    </message>
    <message>
        <source>only the current round&apos;s players can be swapped</source>
        <translation>si possono scambiare solo i giocatori del round corrente</translation>
    </message>
    <message>
        <source>there is no round {0}</source>
        <translation>il round {0} non esiste</translation>
    </message>
    <message>
        <source>round {0} has no table {1}</source>
        <translation>il round {0} non ha il tavolo {1}</translation>
    </message>
    <message>
        <source>round {0} is not the current round ({1}): changing it needs replace</source>
        <translation>il round {0} non è il round corrente ({1}): per cambiarlo serve sostituire</translation>
    </message>
    <message>
        <source>round {0}, table {1} already has {2}–{3} (entered by {4})</source>
        <translation>round {0}, tavolo {1}: c&apos;è già {2}–{3} (inserito da {4})</translation>
    </message>
    <message>
        <source>table {2} of round {1} was changed meanwhile (by {0}): reload it and try again</source>
        <translation>il tavolo {2} del round {1} è stato cambiato nel frattempo (da {0}): ricaricalo e riprova</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>non c&apos;è niente da annullare</translation>
    </message>
    <message>
        <source>a number given is too large for the event to keep: nothing was saved</source>
        <translation>un numero indicato è troppo grande per l&apos;evento: non è stato salvato niente</translation>
    </message>
    <message>
        <source>{0} is read-only here (the file or its folder cannot be written): it can be viewed, not changed</source>
        <translation>{0} è in sola lettura qui (il file o la sua cartella non si possono scrivere): si può consultare, non modificare</translation>
    </message>
    <message>
        <source>the event changed meanwhile: try again</source>
        <translation>l&apos;evento è cambiato nel frattempo: riprova</translation>
    </message>
    <message>
        <source>round {0} is past the {1} rounds planned: it can only be paired as an extra round</source>
        <translation>il round {0} va oltre i {1} round previsti: si può abbinare solo come round aggiuntivo</translation>
    </message>
    <message>
        <source>the event changed since you looked at it (change {1}, by {0}): look again before undoing</source>
        <translation>l&apos;evento è cambiato da quando l&apos;hai guardato (modifica {1}, di {0}): guarda di nuovo prima di annullare</translation>
    </message>
    <message>
        <source>there is no player {0}</source>
        <translation>il giocatore {0} non esiste</translation>
    </message>
    <message>
        <source>player {1} was changed meanwhile (by {0}): reload and try again</source>
        <translation>il giocatore {1} è stato cambiato nel frattempo (da {0}): ricarica e riprova</translation>
    </message>
    <message>
        <source>there is no change {0}</source>
        <translation>non c&apos;è nessuna modifica {0}</translation>
    </message>
    <message>
        <source>the event&apos;s creation cannot be undone</source>
        <translation>la creazione dell&apos;evento non si può annullare</translation>
    </message>
    <message>
        <source>change {0} is an undo: it cannot be undone itself</source>
        <translation>la modifica {0} è un annullamento: non si può annullare a sua volta</translation>
    </message>
    <message>
        <source>change {0} was undone already (by change {1}, {2})</source>
        <translation>la modifica {0} è già stata annullata (dalla modifica {1}, {2})</translation>
    </message>
    <message>
        <source>change {0} can no longer be undone: later changes depend on it</source>
        <translation>la modifica {0} non si può più annullare: ne dipendono modifiche successive</translation>
    </message>
    <message>
        <source>change {0} cannot be undone before change {1} ({2}), which depends on it: undo change {1} first</source>
        <translation>la modifica {0} non si può annullare prima della modifica {1} ({2}), che ne dipende: annulla prima la modifica {1}</translation>
    </message>
    <message>
        <source>the database holds no event</source>
        <translation>il database non contiene un evento</translation>
    </message>
    <message>
        <source>{0} is damaged: {1}.{2} holds {3!r} where a whole number belongs</source>
        <translation>{0} è danneggiato: {1}.{2} contiene {3!r} dove va un numero intero</translation>
    </message>
    <message>
        <source>{0} is damaged: its rounds are not numbered from 1 to {1}</source>
        <translation>{0} è danneggiato: i suoi round non sono numerati da 1 a {1}</translation>
    </message>
    <message>
        <source>{0} is damaged: round {1}, table {2} names a player it does not have ({3})</source>
        <translation>{0} è danneggiato: il round {1}, tavolo {2} nomina un giocatore che non ha ({3})</translation>
    </message>
    <message>
        <source>{0} is damaged: the bye of round {1} names a player it does not have ({2})</source>
        <translation>{0} è danneggiato: il bye del round {1} nomina un giocatore che non ha ({2})</translation>
    </message>
    <message>
        <source>{0} is damaged: its setting {1} holds {2!r}, which the desk does not take</source>
        <translation>{0} è danneggiato: la sua impostazione {1} contiene {2!r}, che la segreteria non accetta</translation>
    </message>
    <message>
        <source>{0} is damaged: player {1} holds what the desk does not take</source>
        <translation>{0} è danneggiato: il giocatore {1} contiene ciò che la segreteria non accetta</translation>
    </message>
    <message>
        <source>{0} is damaged: a soft score of player {1} is of a kind the desk does not know ({2!r})</source>
        <translation>{0} è danneggiato: un punteggio extra del giocatore {1} è di un tipo che la segreteria non conosce ({2!r})</translation>
    </message>
    <message>
        <source>{0} is damaged: round {1}, table {2} says the player {3} conceded; only player 1 or 2 can</source>
        <translation>{0} è danneggiato: il round {1}, tavolo {2} dice che ha concesso il giocatore {3}; può concedere solo il giocatore 1 o 2</translation>
    </message>
    <message>
        <source>{0} is damaged: round {1}, table {2} has a score that is not one the desk takes ({3} – {4})</source>
        <translation>{0} è danneggiato: il round {1}, tavolo {2} ha un punteggio che la segreteria non accetta ({3} – {4})</translation>
    </message>
    <message>
        <source>{0} is damaged: change {1} of its log cannot be read</source>
        <translation>{0} è danneggiato: la modifica {1} del suo registro non si può leggere</translation>
    </message>
    <message>
        <source>round {0} still has tables without a result: {1}</source>
        <translation>il round {0} ha ancora tavoli senza risultato: {1}</translation>
    </message>
    <message>
        <source>a round needs at least two players to pair</source>
        <translation>per abbinare un round servono almeno due giocatori</translation>
    </message>
    <message>
        <source>each table needs its own number, from 1</source>
        <translation>ogni tavolo deve avere un numero proprio, da 1 in su</translation>
    </message>
    <message>
        <source>the pairing must seat every player of round {0} once (twice: {1}; missing: {2}; not playing: {3})</source>
        <translation>l&apos;abbinamento deve far sedere una volta ogni giocatore del round {0} (due volte: {1}; mancanti: {2}; non giocano: {3})</translation>
    </message>
    <message>
        <source>the server&apos;s address holds more than one @ before its host: write an @ in the user name or the password as %40 (the address is not shown, as it may hold a password)</source>
        <translation>l&apos;indirizzo del server contiene più di una @ prima dell&apos;host: scrivi una @ nel nome utente o nella password come %40 (l&apos;indirizzo non viene mostrato, perché può contenere una password)</translation>
    </message>
    <message>
        <source>{0} is not a database address</source>
        <translation>{0} non è un indirizzo di database</translation>
    </message>
    <message>
        <source>{0} names no file</source>
        <translation>{0} non indica un file</translation>
    </message>
    <message>
        <source>{0}: an event is a file, or a database on a PostgreSQL server (postgresql://user@host/database)</source>
        <translation>{0}: un evento è un file o un database su un server PostgreSQL (postgresql://utente@host/database)</translation>
    </message>
    <message>
        <source>cannot use the database {0}: {1}</source>
        <translation>impossibile usare il database {0}: {1}</translation>
    </message>
    <message>
        <source>the event file {0} is not there any more (moved or deleted, or its disk or network share went away)</source>
        <translation>il file dell&apos;evento {0} non c&apos;è più (spostato o cancellato, oppure il suo disco o la cartella di rete non è più raggiungibile)</translation>
    </message>
    <message>
        <source>cannot reach the event file {0}: {1}</source>
        <translation>impossibile raggiungere il file dell&apos;evento {0}: {1}</translation>
    </message>
    <message>
        <source>there is no file {0}</source>
        <translation>il file {0} non esiste</translation>
    </message>
    <message>
        <source>{0} is a folder, not an event file</source>
        <translation>{0} è una cartella, non un file di evento</translation>
    </message>
    <message>
        <source>{0} is not a regular file (a FIFO or a device), not an event file</source>
        <translation>{0} non è un file normale (una FIFO o un dispositivo), non un file di evento</translation>
    </message>
    <message>
        <source>cannot read {0}: {1}</source>
        <translation>impossibile leggere {0}: {1}</translation>
    </message>
    <message>
        <source>{0} is held by the user {1} and cannot be written by this one: open the event once as {1} (or ask the computer&apos;s administrator) to release it</source>
        <translation>{0} è tenuto dall&apos;utente {1} e questo utente non può scriverlo: apri l&apos;evento una volta come {1} (o chiedi all&apos;amministratore del computer) per liberarlo</translation>
    </message>
    <message>
        <source>{0} is damaged (SQLite cannot read part of it): open its latest round backup beside it instead</source>
        <translation>{0} è danneggiato (SQLite non ne può leggere una parte): apri invece la sua copia di sicurezza del round più recente, accanto a esso</translation>
    </message>
    <message>
        <source>{0} is not an event file</source>
        <translation>{0} non è un file di evento</translation>
    </message>
    <message>
        <source>{0} holds no event</source>
        <translation>{0} non contiene alcun evento</translation>
    </message>
    <message>
        <source>{0} was saved by a newer Companion (event schema {1}; this one reads up to {2})</source>
        <translation>{0} è stato salvato da un Companion più recente (schema dell&apos;evento {1}; questo legge fino al {2})</translation>
    </message>
    <message>
        <source>{0} was saved by an older Companion and must be upgraded, which needs it writable: it is read-only here</source>
        <translation>{0} è stato salvato da un Companion più vecchio e va aggiornato, cosa che richiede di poterlo scrivere: qui è in sola lettura</translation>
    </message>
    <message>
        <source>{0} is damaged (it fails SQLite&apos;s integrity check): nothing more is written into it; open its latest round backup ({1}.round-N.backup beside it) instead</source>
        <translation>{0} è danneggiato (non supera il controllo di integrità di SQLite): non vi si scrive più niente; apri invece la sua copia di sicurezza del round più recente ({1}.round-N.backup accanto a esso)</translation>
    </message>
    <message>
        <source>cannot create {0}: the name is longer than {1} bytes (SQLite keeps files of the same name and a few letters more beside it)</source>
        <translation>impossibile creare {0}: il nome è più lungo di {1} byte (SQLite tiene accanto file con lo stesso nome e qualche lettera in più)</translation>
    </message>
    <message>
        <source>the disk is full: {0} was not created</source>
        <translation>il disco è pieno: {0} non è stato creato</translation>
    </message>
    <message>
        <source>{0} already holds an event</source>
        <translation>{0} contiene già un evento</translation>
    </message>
    <message>
        <source>{0} is not empty: an event needs a database of its own</source>
        <translation>{0} non è vuoto: un evento ha bisogno di un database tutto suo</translation>
    </message>
    <message>
        <source>the event file {0} could not be reached while saving: reload to see whether the change was kept</source>
        <translation>il file dell&apos;evento {0} non era raggiungibile durante il salvataggio: ricarica per vedere se la modifica è stata mantenuta</translation>
    </message>
    <message>
        <source>the event file {0} cannot be reached ({1}): nothing was saved</source>
        <translation>il file dell&apos;evento {0} non è raggiungibile ({1}): non è stato salvato niente</translation>
    </message>
    <message>
        <source>{0} names no database: one database holds one event</source>
        <translation>{0} non indica alcun database: un database contiene un solo evento</translation>
    </message>
    <message>
        <source>the event is in use by another program: it stayed locked for more than {0} seconds</source>
        <translation>l&apos;evento è in uso da un altro programma: è rimasto bloccato per più di {0} secondi</translation>
    </message>
    <message>
        <source>{0}: wrong password for user {1}</source>
        <translation>{0}: password errata per l&apos;utente {1}</translation>
    </message>
    <message>
        <source>{0}: the server asks a password for user {1}</source>
        <translation>{0}: il server chiede una password per l&apos;utente {1}</translation>
    </message>
    <message>
        <source>{0}: the server has no database {1}</source>
        <translation>{0}: il server non ha il database {1}</translation>
    </message>
    <message>
        <source>{0}: the server has no user {1}</source>
        <translation>{0}: il server non ha l&apos;utente {1}</translation>
    </message>
    <message>
        <source>{0}: the server does not let user {1} in from this machine (see its pg_hba.conf)</source>
        <translation>{0}: il server non fa entrare l&apos;utente {1} da questo computer (vedi il suo pg_hba.conf)</translation>
    </message>
    <message>
        <source>there is no machine named {0} on the network</source>
        <translation>in rete non c&apos;è alcun computer di nome {0}</translation>
    </message>
    <message>
        <source>{0}: the address sets {1}, which the desk does not know (it knows {2})</source>
        <translation>{0}: l&apos;indirizzo imposta {1}, che la postazione non conosce (conosce {2})</translation>
    </message>
    <message>
        <source>{0}: the address sets a setting twice</source>
        <translation>{0}: l&apos;indirizzo imposta due volte la stessa opzione</translation>
    </message>
    <message>
        <source>{0}: sslmode must be one of {1}</source>
        <translation>{0}: sslmode deve essere uno tra {1}</translation>
    </message>
    <message>
        <source>{0}: this system has no socket folders: give the server&apos;s name or address</source>
        <translation>{0}: questo sistema non ha cartelle di socket: indica il nome o l&apos;indirizzo del server</translation>
    </message>
    <message>
        <source>the event server {0} does not offer TLS, which the address asks for (sslmode={1})</source>
        <translation>il server dell&apos;evento {0} non offre TLS, che l&apos;indirizzo richiede (sslmode={1})</translation>
    </message>
    <message>
        <source>{0} is not a PostgreSQL server</source>
        <translation>{0} non è un server PostgreSQL</translation>
    </message>
    <message>
        <source>{0}: cannot read the certificate {1} (sslrootcert): {2}</source>
        <translation>{0}: impossibile leggere il certificato {1} (sslrootcert): {2}</translation>
    </message>
    <message>
        <source>the event server {0} does not answer (waited {1} seconds)</source>
        <translation>il server dell&apos;evento {0} non risponde (atteso {1} secondi)</translation>
    </message>
    <message>
        <source>the event server {0} refuses connections: is PostgreSQL running there?</source>
        <translation>il server dell&apos;evento {0} rifiuta le connessioni: PostgreSQL è in esecuzione lì?</translation>
    </message>
    <message>
        <source>the event server {0} failed the TLS check: {1}</source>
        <translation>il server dell&apos;evento {0} non ha superato il controllo TLS: {1}</translation>
    </message>
    <message>
        <source>cannot reach the event server {0}: {1}</source>
        <translation>impossibile raggiungere il server dell&apos;evento {0}: {1}</translation>
    </message>
    <message>
        <source>the event server {0} closed the connection while the desk logged in</source>
        <translation>il server dell&apos;evento {0} ha chiuso la connessione durante l&apos;accesso della postazione</translation>
    </message>
    <message>
        <source>the event server {0} is busy, starting or stopping: try again in a moment</source>
        <translation>il server dell&apos;evento {0} è occupato, si sta avviando o arrestando: riprova tra un momento</translation>
    </message>
    <message>
        <source>the connection to the event server {0} broke while saving: reload to see whether the change was kept</source>
        <translation>la connessione al server dell&apos;evento {0} si è interrotta durante il salvataggio: ricarica per vedere se la modifica è stata mantenuta</translation>
    </message>
    <message>
        <source>the connection to the event server {0} broke: nothing was saved</source>
        <translation>la connessione al server dell&apos;evento {0} si è interrotta: non è stato salvato nulla</translation>
    </message>
    <message>
        <source>{0}: user {1} may not use this database ({2})</source>
        <translation>{0}: l&apos;utente {1} non può usare questo database ({2})</translation>
    </message>
    <message>
        <source>the event cannot be written here (read-only)</source>
        <translation>qui non si può scrivere l&apos;evento (sola lettura)</translation>
    </message>
    <message>
        <source>the disk is full: nothing was saved</source>
        <translation>il disco è pieno: non è stato salvato niente</translation>
    </message>
    <message>
        <source>the event database failed: {0}</source>
        <translation>errore del database dell&apos;evento: {0}</translation>
    </message>
    <message>
        <source>the player&apos;s name</source>
        <translation>il nome del giocatore</translation>
    </message>
    <message>
        <source>the club</source>
        <translation>il club</translation>
    </message>
    <message>
        <source>the faction</source>
        <translation>la fazione</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>file o cartella inesistente</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>permesso negato</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>è una cartella</translation>
    </message>
    <message>
        <source>it is an event file open in Companion (only the event itself reads it)</source>
        <translation>è un file di evento aperto in Companion (solo l’evento stesso lo legge)</translation>
    </message>
    <message>
        <source>{0} is not a regular file (a FIFO or a device): give a CSV file</source>
        <translation>{0} non è un file normale (una FIFO o un dispositivo): indica un file CSV</translation>
    </message>
    <message>
        <source>{0} is larger than {1:,} bytes, the most a players&apos; file may be</source>
        <translation>{0} supera {1:,} byte, il massimo per un file di giocatori</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}, line {1}: byte {2} cannot be read as text (the file is not UTF-8, Windows-1250 or Windows-1252): save it from the spreadsheet as &quot;CSV UTF-8&quot;</source>
        <translation>{0}, riga {1}: il byte {2} non si può leggere come testo (il file non è UTF-8, Windows-1250 né Windows-1252): salvalo dal foglio di calcolo come &quot;CSV UTF-8&quot;</translation>
    </message>
    <message>
        <source>{0}, line {1}: a field longer than {2:,} characters, far more than any name, club or faction</source>
        <translation>{0}, riga {1}: un campo più lungo di {2:,} caratteri, molto più di qualsiasi nome, club o fazione</translation>
    </message>
    <message>
        <source>{0}, line {1}: {2}</source>
        <translation>{0}, riga {1}: {2}</translation>
    </message>
    <message>
        <source>{0}: empty; the first line must be the header name,club,faction</source>
        <translation>{0}: vuoto; la prima riga deve essere l’intestazione name,club,faction</translation>
    </message>
    <message>
        <source>{0}, line {1}: {2} fields, the header has {3} ({4}); a text holding {5} must be in double quotes</source>
        <translation>{0}, riga {1}: {2} campi, l’intestazione ne ha {3} ({4}); un testo che contiene {5} va messo tra virgolette doppie</translation>
    </message>
    <message>
        <source>{0}, line {1}, column {2!r}: empty; every player needs a name (write it, or delete the line)</source>
        <translation>{0}, riga {1}, colonna {2!r}: vuota; ogni giocatore ha bisogno di un nome (scrivilo, o cancella la riga)</translation>
    </message>
    <message>
        <source>{0}, line {1}, column {2} ({3!r}): looks like {4!r} misspelt, a name for {5}: write it as one of {6} to import it, or give the column another heading to leave it out</source>
        <translation>{0}, riga {1}, colonna {2} ({3!r}): sembra {4!r} scritto male, un nome per {5}: scrivila come uno di {6} per importarla, o dalle un’altra intestazione per lasciarla fuori</translation>
    </message>
    <message>
        <source>{0}, line {1}, column {2} ({3!r}): a second column for {4} (the first is column {5}); keep one</source>
        <translation>{0}, riga {1}, colonna {2} ({3!r}): una seconda colonna per {4} (la prima è la colonna {5}); tienine una</translation>
    </message>
    <message>
        <source>{0}, line {1}: the header has no column for the player&apos;s name ({2}); got {3!r}</source>
        <translation>{0}, riga {1}: l’intestazione non ha una colonna per il nome del giocatore ({2}); trovato {3!r}</translation>
    </message>
    <message>
        <source>{0}: no players after the header</source>
        <translation>{0}: nessun giocatore dopo l’intestazione</translation>
    </message>
    <message>
        <source>you do not play at table {0}</source>
        <translation>non giochi al tavolo {0}</translation>
    </message>
    <message>
        <source>the desk entered table {0}&apos;s result: it stands</source>
        <translation>l&apos;organizzazione ha inserito il risultato del tavolo {0}: resta quello</translation>
    </message>
    <message>
        <source>table {0}&apos;s result is in: ask the desk to change it</source>
        <translation>il risultato del tavolo {0} è registrato: per cambiarlo chiedi all&apos;organizzazione</translation>
    </message>
    <message>
        <source>your opponent has not reported table {0} yet</source>
        <translation>il tuo avversario non ha ancora comunicato il risultato del tavolo {0}</translation>
    </message>
    <message>
        <source>the clock runs once a round is paired</source>
        <translation>il tempo parte quando un turno è accoppiato</translation>
    </message>
    <message>
        <source>table {1} of round {0} is not your table in the current round</source>
        <translation>il tavolo {1} del turno {0} non è il tuo tavolo nel turno in corso</translation>
    </message>
    <message>
        <source>check in at the desk: the organiser checks players in</source>
        <translation>conferma la presenza al tavolo: la registra l&apos;organizzazione</translation>
    </message>
    <message>
        <source>{0} has dropped: only the desk can bring them back</source>
        <translation>{0} si è ritirato: solo l&apos;organizzazione può farlo rientrare</translation>
    </message>
    <message>
        <source>this link is not (or no longer) a player&apos;s</source>
        <translation>questo link non è (più) di un giocatore</translation>
    </message>
    <message>
        <source>this request_id was used before for another request: give each request an id of its own</source>
        <translation>questo request_id è già stato usato per un&apos;altra richiesta: dai a ogni richiesta un id diverso</translation>
    </message>
    <message>
        <source>your opponent changed their report of table {0}: answer the report as it is now</source>
        <translation>il tuo avversario ha cambiato il risultato del tavolo {0}: rispondi al risultato com&apos;è ora</translation>
    </message>
    <message>
        <source>the clock of round {0} is not set</source>
        <translation>il tempo del turno {0} non è impostato</translation>
    </message>
    <message>
        <source>cannot write {0}: {1}</source>
        <translation>impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <source>{0} is not a regular file: an export is written to a file</source>
        <translation>{0} non è un file normale: un&apos;esportazione si scrive in un file</translation>
    </message>
    <message>
        <source>{0} is an event file (or another database): an export never replaces one, choose another name</source>
        <translation>{0} è un file di evento (o un altro database): un&apos;esportazione non lo sostituisce mai, scegli un altro nome</translation>
    </message>
    <message>
        <source>{0} belongs to an event file: an export never replaces it</source>
        <translation>{0} appartiene a un file di evento: un&apos;esportazione non lo sostituisce mai</translation>
    </message>
    <message>
        <source>{0}: an export is not written under an event file&apos;s name (.companion-event): choose another name</source>
        <translation>{0}: un&apos;esportazione non si scrive con il nome di un file di evento (.companion-event): scegli un altro nome</translation>
    </message>
    <message>
        <source>the disk is full: {0} was not written (a file that was there before is kept as it was)</source>
        <translation>il disco è pieno: {0} non è stato scritto (un file che c&apos;era prima resta com&apos;era)</translation>
    </message>
    <message>
        <source>the event is damaged: it holds {0!r} where a number belongs</source>
        <translation>l&apos;evento è danneggiato: contiene {0!r} dove va un numero</translation>
    </message>
</context>
<context>
    <name>DeskFileActions</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No recent events</source>
        <translation>Nessun evento recente</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nuovo evento…</translation>
    </message>
    <message>
        <source>Open &amp;event…</source>
        <translation>Apri event&amp;o…</translation>
    </message>
    <message>
        <source>Open event from a ser&amp;ver…</source>
        <translation>Apri evento da un ser&amp;ver…</translation>
    </message>
    <message>
        <source>Open &amp;recent events</source>
        <translation>Apri eventi &amp;recenti</translation>
    </message>
    <message>
        <source>Export the even&amp;t</source>
        <translation>Esporta l’even&amp;to</translation>
    </message>
    <message>
        <source>&amp;Standings as CSV…</source>
        <translation>&amp;Classifica come CSV…</translation>
    </message>
    <message>
        <source>&amp;Results as CSV…</source>
        <translation>&amp;Risultati come CSV…</translation>
    </message>
    <message>
        <source>The whole event as &amp;JSON…</source>
        <translation>L’intero evento come &amp;JSON…</translation>
    </message>
    <message>
        <source>Standings for a spreads&amp;heet (Excel, CSV)…</source>
        <translation>Classifica per un &amp;foglio di calcolo (Excel, CSV)…</translation>
    </message>
    <message>
        <source>Results for a spreadsheet (E&amp;xcel, CSV)…</source>
        <translation>Risultati per un foglio di calcolo (E&amp;xcel, CSV)…</translation>
    </message>
    <message>
        <source>CSV as the spreadsheet you choose opens it (its language and separator, kept for the event): semicolons and decimal commas in Italian and Czech, commas in English; the plain CSV is for other programs.</source>
        <translation>CSV come lo apre il foglio di calcolo che scegli (la sua lingua e il suo separatore, ricordati per l’evento): punti e virgola e virgola decimale in italiano e ceco, virgole in inglese; il CSV semplice è per altri programmi.</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Stampa…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Esporta P&amp;DF…</translation>
    </message>
    <message>
        <source>Players&apos; pa&amp;ge…</source>
        <translation>Pa&amp;gina per i giocatori…</translation>
    </message>
    <message>
        <source>Pro&amp;jector…</source>
        <translation>Pro&amp;iettore…</translation>
    </message>
    <message>
        <source>P&amp;layers&apos; phones…</source>
        <translation>Smartp&amp;hone dei giocatori…</translation>
    </message>
</context>
<context>
    <name>DeskTab</name>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>&amp;Desk</source>
        <translation>&amp;Postazione</translation>
    </message>
    <message>
        <source>This desk&apos;s name, as the log shows it beside each change made here.</source>
        <translation>Il nome di questa postazione, come il registro lo mostra accanto a ogni modifica fatta qui.</translation>
    </message>
    <message>
        <source>Tournament desk</source>
        <translation>Segreteria del torneo</translation>
    </message>
    <message>
        <source>Run an event: players, Swiss pairing, results scored by the game&apos;s own rules, and standings. Every change is saved in the event at once, so nothing is lost if the laptop stops. Several desks can work on one event kept on a server.</source>
        <translation>Gestisci un evento: giocatori, abbinamenti svizzeri, risultati calcolati con le regole del gioco e classifica. Ogni modifica è salvata subito nell’evento, così non si perde nulla se il portatile si spegne. Più postazioni possono lavorare sullo stesso evento tenuto su un server.</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nuovo evento…</translation>
    </message>
    <message>
        <source>&amp;Open event…</source>
        <translation>Apri &amp;evento…</translation>
    </message>
    <message>
        <source>Open from a &amp;server…</source>
        <translation>Apri da un &amp;server…</translation>
    </message>
    <message>
        <source>&amp;Recent events (double-click to open)</source>
        <translation>Eventi &amp;recenti (doppio clic per aprire)</translation>
    </message>
    <message>
        <source>No event is open</source>
        <translation>Nessun evento aperto</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message numerus="yes">
        <source>final standings after %n round(s)</source>
        <translation>
            <numerusform>classifica finale dopo %n round</numerusform>
            <numerusform>classifica finale dopo %n round</numerusform>
        </translation>
    </message>
    <message>
        <source>round %1, an extra round (%2 planned)</source>
        <translation>round %1, un round in più (%2 previsti)</translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation>round %1 di %2</translation>
    </message>
    <message>
        <source>%1 rounds planned</source>
        <translation>%1 round previsti</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Creating %1…</source>
        <translation>Creazione di %1…</translation>
    </message>
    <message>
        <source>Cannot create the event</source>
        <translation>Impossibile creare l’evento</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Apri evento</translation>
    </message>
    <message>
        <source>Companion events (*%1);;All files (*)</source>
        <translation>Eventi di Companion (*%1);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The password could not be kept in the keyring.</source>
        <translation>Non è stato possibile conservare la password nel portachiavi.</translation>
    </message>
    <message>
        <source>%1 is open already: it shows every change saved so far.</source>
        <translation>%1 è già aperto: mostra ogni modifica salvata finora.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Apertura di %1…</translation>
    </message>
    <message>
        <source>Cannot open the event</source>
        <translation>Impossibile aprire l’evento</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Aperto %1.</translation>
    </message>
    <message>
        <source>The event&apos;s database answers again: the desk carries on.</source>
        <translation>Il database dell’evento risponde di nuovo: la postazione riprende.</translation>
    </message>
    <message>
        <source>The event&apos;s database does not answer: %1. The desk keeps trying; what you type stays in the forms, and saves wait until it is back.</source>
        <translation>Il database dell’evento non risponde: %1. La postazione continua a riprovare; ciò che scrivi resta nei moduli e i salvataggi aspettano che torni.</translation>
    </message>
    <message numerus="yes">
        <source>The event&apos;s database does not answer: %1. %n save(s) waiting; they are made as soon as it is back.</source>
        <translation>
            <numerusform>Il database dell’evento non risponde: %1. %n salvataggio in attesa; sarà fatto appena torna.</numerusform>
            <numerusform>Il database dell’evento non risponde: %1. %n salvataggi in attesa; saranno fatti appena torna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>Esporta la classifica</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Esporta i risultati</translation>
    </message>
    <message>
        <source>Export the whole event</source>
        <translation>Esporta l’intero evento</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>File JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Impossibile esportare</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Esportato in %1.</translation>
    </message>
</context>
<context>
    <name>DocumentsMenu</name>
    <message>
        <source>Pairings by table</source>
        <translation>Abbinamenti per tavolo</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Abbinamenti per nome</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Result slips (one per table)</source>
        <translation>Foglietti dei risultati (uno per tavolo)</translation>
    </message>
    <message>
        <source>Faction statistics</source>
        <translation>Statistiche delle fazioni</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>&amp;Documento</translation>
    </message>
    <message>
        <source>One slip per page</source>
        <translation>Un foglietto per pagina</translation>
    </message>
    <message>
        <source>Two slips per page (cut the page in halves)</source>
        <translation>Due foglietti per pagina (tagliare la pagina a metà)</translation>
    </message>
    <message>
        <source>Four slips per page (cut the page in quarters)</source>
        <translation>Quattro foglietti per pagina (tagliare la pagina in quattro)</translation>
    </message>
    <message>
        <source>&amp;Slips per page</source>
        <translation>&amp;Foglietti per pagina</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Esporta PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>Esporta la classifica</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Esporta i risultati</translation>
    </message>
    <message>
        <source>Export for a spreadsheet</source>
        <translation>Esporta per un foglio di calcolo</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Players&apos; page</source>
        <translation>Pagina per i giocatori</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Pagine web (*.html)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Impossibile esportare</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Esportato in %1.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Stampa</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Impossibile stampare</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>Inviata %n pagina alla stampante.</numerusform>
            <numerusform>Inviate %n pagine alla stampante.</numerusform>
        </translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Proiettore</translation>
    </message>
</context>
<context>
    <name>EncounterPanel</name>
    <message>
        <source>Random encounter (2D6)</source>
        <translation>Incontro casuale (2D6)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>&amp;Models in the unit</source>
        <translation>&amp;Modelli nell&apos;unità</translation>
    </message>
    <message>
        <source>Wholly &amp;under the template</source>
        <translation>Del tutto sotto &amp;la sagoma</translation>
    </message>
    <message>
        <source>Models wholly under the large template are hit.</source>
        <translation>I modelli del tutto sotto la sagoma grande sono colpiti.</translation>
    </message>
    <message>
        <source>Partly un&amp;der the template</source>
        <translation>&amp;Parzialmente sotto la sagoma</translation>
    </message>
    <message>
        <source>Each model partly under the template is hit on a %1.</source>
        <translation>Ogni modello parzialmente sotto la sagoma è colpito con %1.</translation>
    </message>
    <message>
        <source>Tou&amp;ghness</source>
        <translation>Resiste&amp;nza</translation>
    </message>
    <message>
        <source>&amp;Wounds per model</source>
        <translation>F&amp;erite per modello</translation>
    </message>
    <message>
        <source>Armour save</source>
        <translation>Tiro armatura</translation>
    </message>
    <message>
        <source>Worn armour with Lizardmen Scaly Skin counted in.</source>
        <translation>Armatura indossata, inclusa la Pelle Squamosa degli Uomini Lucertola.</translation>
    </message>
    <message>
        <source>Wa&amp;rd save</source>
        <translation>&amp;Tiro invulnerabile</translation>
    </message>
    <message>
        <source>&amp;Leadership</source>
        <translation>&amp;Disciplina</translation>
    </message>
    <message>
        <source>Lizardmen</source>
        <translation>Uomini Lucertola</translation>
    </message>
    <message>
        <source>Native Curse and Madcap Fungi do not affect Lizardmen.</source>
        <translation>Maledizione Indigena e Funghi Pazzi non hanno effetto sugli Uomini Lucertola.</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Incontro</translation>
    </message>
    <message>
        <source>&amp;Encounter</source>
        <translation>&amp;Incontro</translation>
    </message>
    <message>
        <source>Roll it against this unit</source>
        <translation>Tiralo contro questa unità</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Tira i dadi</translation>
    </message>
    <message>
        <source>Rolls real dice for the encounter chosen above; every die is shown.</source>
        <translation>Tira dadi veri per l&apos;incontro scelto sopra; ogni dado viene mostrato.</translation>
    </message>
    <message>
        <source>Roll history (newest first; hover a roll for every die)</source>
        <translation>Cronologia dei tiri (prima i più recenti; passa sopra un tiro per vedere ogni dado)</translation>
    </message>
    <message>
        <source>Exactly</source>
        <translation>Esattamente</translation>
    </message>
    <message>
        <source>At lea&amp;st</source>
        <translation>Almen&amp;o</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Models removed</source>
        <translation>Modelli rimossi</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>Every encounter against this unit</source>
        <translation>Ogni incontro contro questa unità</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilità</translation>
    </message>
    <message>
        <source>Expected
removed</source>
        <translation>Rimossi
attesi</translation>
    </message>
    <message>
        <source>At least
one</source>
        <translation>Almeno
uno</translation>
    </message>
    <message>
        <source>Fails
Panic</source>
        <translation>Fallisce
il Panico</translation>
    </message>
    <message>
        <source>Terrain to spend on</source>
        <translation>Terreno su cui spendere</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Removed
per point</source>
        <translation>Rimossi
per punto</translation>
    </message>
    <message>
        <source>Chance in percent of each number of models removed, by encounter (hover a cell for the exact fraction):</source>
        <translation>Probabilità in percentuale di ogni numero di modelli rimossi, per incontro (passa sopra una cella per la frazione esatta):</translation>
    </message>
    <message>
        <source>%1 against this unit</source>
        <translation>%1 contro questa unità</translation>
    </message>
    <message>
        <source>Caught by the template</source>
        <translation>Sotto la sagoma</translation>
    </message>
    <message>
        <source>Expected models removed</source>
        <translation>Modelli rimossi attesi</translation>
    </message>
    <message>
        <source>Expected unsaved wounds from hits</source>
        <translation>Ferite non salvate attese dai colpi</translation>
    </message>
    <message>
        <source>At least one model removed</source>
        <translation>Almeno un modello rimosso</translation>
    </message>
    <message>
        <source>Takes a Panic test</source>
        <translation>Fa un test di Panico</translation>
    </message>
    <message>
        <source>Fails a Panic test</source>
        <translation>Fallisce un test di Panico</translation>
    </message>
    <message>
        <source>Becomes Immune to Psychology</source>
        <translation>Diventa Immune alla Psicologia</translation>
    </message>
    <message>
        <source>2–12</source>
        <translation>2–12</translation>
    </message>
    <message>
        <source>No encounter can remove a model of this unit as it stands.</source>
        <translation>Nessun incontro può rimuovere un modello di questa unità così com&apos;è.</translation>
    </message>
    <message>
        <source>Most damaging: %1, %2 models expected. The encounter type is rolled, not chosen; what you choose is where to spend points:</source>
        <translation>Il più dannoso: %1, %2 modelli attesi. Il tipo di incontro si tira, non si sceglie; ciò che scegli è dove spendere i punti:</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Giungla</translation>
    </message>
    <message>
        <source>Other terrain</source>
        <translation>Altro terreno</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>A random encounter: each type weighted by its 2D6 chance.</source>
        <translation>Un incontro casuale: ogni tipo pesato con la sua probabilità su 2D6.</translation>
    </message>
    <message>
        <source>%1: no model is under the template.</source>
        <translation>%1: nessun modello è sotto la sagoma.</translation>
    </message>
    <message>
        <source>%1 does not affect Lizardmen.</source>
        <translation>%1 non ha effetto sugli Uomini Lucertola.</translation>
    </message>
    <message>
        <source>%1: models without an armour save escape.</source>
        <translation>%1: i modelli senza tiro armatura si salvano.</translation>
    </message>
    <message>
        <source>%1: nothing happens; one marked encounter on this terrain may be removed.</source>
        <translation>%1: non succede nulla; un incontro segnato su questo terreno può essere rimosso.</translation>
    </message>
    <message>
        <source>D6 hits</source>
        <translation>D6 colpi</translation>
    </message>
    <message>
        <source>D3 hits</source>
        <translation>D3 colpi</translation>
    </message>
    <message>
        <source>one hit</source>
        <translation>un colpo</translation>
    </message>
    <message>
        <source>no armour save</source>
        <translation>nessun tiro armatura</translation>
    </message>
    <message>
        <source>the armour save is lost</source>
        <translation>il tiro armatura è perso</translation>
    </message>
    <message>
        <source>armour save %1</source>
        <translation>tiro armatura %1</translation>
    </message>
    <message>
        <source>, ward %1</source>
        <translation>, invulnerabile %1</translation>
    </message>
    <message>
        <source>cannot wound</source>
        <translation>non può ferire</translation>
    </message>
    <message>
        <source>wounds on %1</source>
        <translation>ferisce con %1</translation>
    </message>
    <message>
        <source>%1: %2 at Strength %3, %4, %5%6; %7 of hits become unsaved wounds.</source>
        <translation>%1: %2 a Forza %3, %4, %5%6; il %7 dei colpi diventa ferite non salvate.</translation>
    </message>
    <message>
        <source>%1: every model of the unit, not only those under the template, sinks when it passes its unmodified armour save (%2), whatever its Wounds and ward.</source>
        <translation>%1: ogni modello dell&apos;unità, non solo quelli sotto la sagoma, affonda se supera il suo tiro armatura non modificato (%2), qualunque siano le sue Ferite e il tiro invulnerabile.</translation>
    </message>
    <message>
        <source>%1: every model of the unit, not only those under the template, is removed on a roll of 1, no save.</source>
        <translation>%1: ogni modello dell&apos;unità, non solo quelli sotto la sagoma, è rimosso con un risultato di 1, senza tiri salvezza.</translation>
    </message>
    <message>
        <source>Chance per model: %1.</source>
        <translation>Probabilità per modello: %1.</translation>
    </message>
    <message>
        <source>%1: a Leadership test on %2, failed %3 of the time: D6 models removed. The unit becomes Immune to Psychology whether it passed or failed (our reading), so these losses cause no Panic test.</source>
        <translation>%1: un test di Disciplina su %2, fallito il %3 delle volte: D6 modelli rimossi. L&apos;unità diventa Immune alla Psicologia che lo superi o lo fallisca (nostra lettura), quindi queste perdite non causano test di Panico.</translation>
    </message>
    <message>
        <source>• The unit is hit when at least one of its models is under the template (partly covered models on a 4+ each). Every encounter then acts on the unit as a whole, however many of its models are covered.</source>
        <translation>• L&apos;unità è colpita quando almeno uno dei suoi modelli è sotto la sagoma (i modelli parzialmente coperti con 4+ ciascuno). Ogni incontro agisce poi sull&apos;unità intera, per quanti dei suoi modelli siano coperti.</translation>
    </message>
    <message>
        <source>• Quicksand and the Native Trap test every model of each unit hit, not only the models under the template (“Každý model v každé zasažené jednotce”). The figures for these two changed from the earlier reading, which tested only the models under the template: more models are removed and more Panic tests follow, so the random encounter and the ranking below change too. A roll of 1 always fails a save, so in quicksand it never sinks.</source>
        <translation>• Le Sabbie Mobili e la Trappola Indigena mettono alla prova ogni modello di ogni unità colpita, non solo i modelli sotto la sagoma («Každý model v každé zasažené jednotce», ogni modello in ogni unità colpita). Le cifre di questi due incontri sono cambiate rispetto alla lettura precedente, che metteva alla prova solo i modelli sotto la sagoma: si rimuovono più modelli e seguono più test di Panico, quindi cambiano anche l&apos;incontro casuale e la classifica qui sotto. Un risultato di 1 fallisce sempre un tiro salvezza, quindi con un 1 nelle sabbie mobili non si affonda mai.</translation>
    </message>
    <message>
        <source>• Madcap Fungi: every unit hit becomes Immune to Psychology, whether it passed the Leadership test or failed it (our reading of “the unit at once becomes Immune”).</source>
        <translation>• Funghi Pazzi: ogni unità colpita diventa Immune alla Psicologia, che abbia superato il test di Disciplina o no (nostra lettura di «l&apos;unità diventa subito Immune»).</translation>
    </message>
    <message>
        <source>%1: a Panic test on Leadership %2, failed %3 of the time.</source>
        <translation>%1: un test di Panico su Disciplina %2, fallito il %3 delle volte.</translation>
    </message>
    <message>
        <source>How this page reads the jungle rules where they are silent:</source>
        <translation>Come questa pagina interpreta le regole della giungla dove tacciono:</translation>
    </message>
    <message>
        <source>• Swarm allows no armour save, but a ward save still applies. Plant hits are Strength 4, the Lashworm Strength 6, with the usual armour modifiers.</source>
        <translation>• Lo Sciame non consente tiro armatura, ma il tiro invulnerabile si applica comunque. I colpi della Pianta Carnivora sono a Forza 4, quello del Verme Frusta a Forza 6, con i consueti modificatori all&apos;armatura.</translation>
    </message>
    <message>
        <source>• Wounds become whole models removed as in shooting (wounds divided by Wounds, rounded down), never more than the unit.</source>
        <translation>• Le ferite diventano modelli interi rimossi come nel tiro (ferite divise per Ferite, arrotondate per difetto), mai più di quelli dell&apos;unità.</translation>
    </message>
    <message>
        <source>• Losing 25% of the unit or more causes a Panic test (2D6 against Leadership) at the end of the phase, unless it was wiped out or is Immune to Psychology. Army rules such as Cold-Blooded are not modelled.</source>
        <translation>• Perdere il 25% dell&apos;unità o più causa un test di Panico (2D6 contro Disciplina) alla fine della fase, a meno che l&apos;unità non sia stata annientata o sia Immune alla Psicologia. Le regole d&apos;esercito come Sangue Freddo non sono considerate.</translation>
    </message>
    <message>
        <source>Roll %1: %2 (dice: %3)</source>
        <translation>Tiro %1: %2 (dadi: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Roll %1: %2. %3</source>
        <translation>Tiro %1: %2. %3</translation>
    </message>
    <message>
        <source>no Panic test</source>
        <translation>nessun test di Panico</translation>
    </message>
    <message>
        <source>Panic test failed</source>
        <translation>test di Panico fallito</translation>
    </message>
    <message>
        <source>Panic test passed</source>
        <translation>test di Panico superato</translation>
    </message>
    <message>
        <source>Models removed: %1; %2.</source>
        <translation>Modelli rimossi: %1; %2.</translation>
    </message>
    <message>
        <source>The unit is now Immune to Psychology.</source>
        <translation>L&apos;unità ora è Immune alla Psicologia.</translation>
    </message>
    <message>
        <source>Encounter type: %1 + %2 = %3, %4.</source>
        <translation>Tipo di incontro: %1 + %2 = %3, %4.</translation>
    </message>
    <message>
        <source>Model %1, partly under the template: rolled %2, hit.</source>
        <translation>Modello %1, parzialmente sotto la sagoma: esce %2, colpito.</translation>
    </message>
    <message>
        <source>Model %1, partly under the template: rolled %2, missed.</source>
        <translation>Modello %1, parzialmente sotto la sagoma: esce %2, mancato.</translation>
    </message>
    <message>
        <source>Panic test (Native Curse)</source>
        <translation>Test di Panico (Maledizione Indigena)</translation>
    </message>
    <message>
        <source>Leadership test (Madcap Fungi)</source>
        <translation>Test di Disciplina (Funghi Pazzi)</translation>
    </message>
    <message>
        <source>Panic test for 25% casualties</source>
        <translation>Test di Panico per il 25% di perdite</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>superato</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallito</translation>
    </message>
    <message>
        <source>%1: %2 + %3 = %4 against Leadership %5, %6.</source>
        <translation>%1: %2 + %3 = %4 contro Disciplina %5, %6.</translation>
    </message>
    <message>
        <source>One hit.</source>
        <translation>Un colpo.</translation>
    </message>
    <message>
        <source>Number of hits: rolled %1 for the D3, which gives %2.</source>
        <translation>Numero di colpi: esce %1 sul D3, quindi %2.</translation>
    </message>
    <message>
        <source>Number of hits: rolled %1.</source>
        <translation>Numero di colpi: esce %1.</translation>
    </message>
    <message>
        <source>Hit %1 cannot wound this Toughness.</source>
        <translation>Il colpo %1 non può ferire questa Resistenza.</translation>
    </message>
    <message>
        <source>Hit %1: to wound rolled %2 (needs %3), wounded.</source>
        <translation>Colpo %1: per ferire esce %2 (serve %3), ferito.</translation>
    </message>
    <message>
        <source>Hit %1: to wound rolled %2 (needs %3), no wound.</source>
        <translation>Colpo %1: per ferire esce %2 (serve %3), nessuna ferita.</translation>
    </message>
    <message>
        <source>armour save</source>
        <translation>tiro armatura</translation>
    </message>
    <message>
        <source>ward save</source>
        <translation>tiro invulnerabile</translation>
    </message>
    <message>
        <source>Hit %1: %2 rolled %3 (needs %4), saved.</source>
        <translation>Colpo %1: %2, esce %3 (serve %4), salvato.</translation>
    </message>
    <message>
        <source>Hit %1: %2 rolled %3 (needs %4), failed.</source>
        <translation>Colpo %1: %2, esce %3 (serve %4), fallito.</translation>
    </message>
    <message>
        <source>Model %1: armour save rolled %2 (%3), passed: it sinks.</source>
        <translation>Modello %1: tiro armatura, esce %2 (%3), superato: affonda.</translation>
    </message>
    <message>
        <source>Model %1: armour save rolled %2 (%3), failed: it escapes.</source>
        <translation>Modello %1: tiro armatura, esce %2 (%3), fallito: si salva.</translation>
    </message>
    <message>
        <source>Model %1: rolled %2, removed.</source>
        <translation>Modello %1: esce %2, rimosso.</translation>
    </message>
    <message>
        <source>Model %1: rolled %2, unharmed.</source>
        <translation>Modello %1: esce %2, illeso.</translation>
    </message>
    <message>
        <source>D6 models removed: rolled %1, so %2 go.</source>
        <translation>D6 modelli rimossi: esce %1, quindi ne vengono rimossi %2.</translation>
    </message>
    <message>
        <source>No model is under the template: nothing happens.</source>
        <translation>Nessun modello è sotto la sagoma: non succede nulla.</translation>
    </message>
    <message>
        <source>Lizardmen are not affected.</source>
        <translation>Gli Uomini Lucertola non sono influenzati.</translation>
    </message>
    <message>
        <source>No armour save: the models escape the quicksand.</source>
        <translation>Nessun tiro armatura: i modelli sfuggono alle sabbie mobili.</translation>
    </message>
    <message>
        <source>All is Well: nothing happens.</source>
        <translation>Tutto Tranquillo: non succede nulla.</translation>
    </message>
</context>
<context>
    <name>EncounterTracker</name>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Jungle, costs %1</source>
        <translation>Giungla, costa %1</translation>
    </message>
    <message>
        <source>Other terrain, costs %1</source>
        <translation>Altro terreno, costa %1</translation>
    </message>
    <message>
        <source>Roll the encounter points first.</source>
        <translation>Prima tira i punti incontro.</translation>
    </message>
    <message>
        <source>%1 has not enough points left.</source>
        <translation>A %1 non restano abbastanza punti.</translation>
    </message>
    <message>
        <source>This piece has taken its one new encounter of this phase.</source>
        <translation>Questo elemento ha già ricevuto il suo unico nuovo incontro di questa fase.</translation>
    </message>
    <message>
        <source>The tracker keeps no more here.</source>
        <translation>Qui il registro non ne tiene altri.</translation>
    </message>
    <message>
        <source>Only an encounter started in this phase can be taken back.</source>
        <translation>Si può annullare solo un incontro scatenato in questa fase.</translation>
    </message>
    <message>
        <source>This All is Well has removed an encounter: it cannot be taken back.</source>
        <translation>Questo Tutto Tranquillo ha rimosso un incontro: non si può annullare.</translation>
    </message>
    <message>
        <source>Only an All is Well rolled in this phase can remove an encounter.</source>
        <translation>Solo un Tutto Tranquillo tirato in questa fase può rimuovere un incontro.</translation>
    </message>
    <message>
        <source>Only a piece without encounters can be removed.</source>
        <translation>Si può rimuovere solo un elemento senza incontri.</translation>
    </message>
    <message>
        <source>Encounter points</source>
        <translation>Punti incontro</translation>
    </message>
    <message>
        <source>P&amp;oints each (D6+6)</source>
        <translation>P&amp;unti a testa (D6+6)</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>non tirati</translation>
    </message>
    <message>
        <source>Rolled once before the battle; both players get this many points.</source>
        <translation>Tirati una volta prima della battaglia; entrambi i giocatori ricevono questo numero di punti.</translation>
    </message>
    <message>
        <source>Roll D&amp;6+6</source>
        <translation>Tira D&amp;6+6</translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>Spesi da %1</translation>
    </message>
    <message>
        <source>The active player pays the piece&apos;s cost; a piece takes one new encounter in each Encounters phase.</source>
        <translation>Il giocatore attivo paga il costo dell&apos;elemento; un elemento riceve un nuovo incontro in ogni fase degli Incontri.</translation>
    </message>
    <message>
        <source>Selected encounter</source>
        <translation>Incontro selezionato</translation>
    </message>
    <message>
        <source>Opens the encounter in the calculator, to check it against a unit.</source>
        <translation>Apre l&apos;incontro nel calcolatore, per verificarlo contro un&apos;unità.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>A mistake in this phase: the encounter goes and its points come back.</source>
        <translation>Un errore in questa fase: l&apos;incontro sparisce e i suoi punti tornano.</translation>
    </message>
    <message>
        <source>All is Well removes one encounter from its own piece, or from any piece for one more point.</source>
        <translation>Tutto Tranquillo rimuove un incontro dal proprio elemento, o da qualsiasi elemento per un punto in più.</translation>
    </message>
    <message>
        <source>Forget the points, the terrain pieces and their encounters.</source>
        <translation>Dimentica i punti, gli elementi scenici e i loro incontri.</translation>
    </message>
    <message>
        <source>Terrai&amp;n piece</source>
        <translation>Elemento &amp;scenico</translation>
    </message>
    <message>
        <source>Terrain &amp;kind</source>
        <translation>Tipo di te&amp;rreno</translation>
    </message>
    <message>
        <source>Encoun&amp;ter</source>
        <translation>&amp;Quale incontro</translation>
    </message>
    <message>
        <source>e.g. the temple ruins</source>
        <translation>es. le rovine del tempio</translation>
    </message>
    <message>
        <source>Encounters phase</source>
        <translation>Fase degli Incontri</translation>
    </message>
    <message>
        <source>Active pla&amp;yer</source>
        <translation>&amp;Giocatore attivo</translation>
    </message>
    <message>
        <source>The active player starts encounters in this phase and pays for them.</source>
        <translation>Il giocatore attivo scatena gli incontri in questa fase e li paga.</translation>
    </message>
    <message>
        <source>Next Encounters phase</source>
        <translation>Prossima fase degli Incontri</translation>
    </message>
    <message>
        <source>The other player&apos;s turn: every encounter on the table is checked again at the start of its Encounters phase.</source>
        <translation>Il turno dell&apos;altro giocatore: ogni incontro sul tavolo si ricontrolla all&apos;inizio della sua fase degli Incontri.</translation>
    </message>
    <message>
        <source>Terrain pieces and their encounters</source>
        <translation>Elementi scenici e i loro incontri</translation>
    </message>
    <message>
        <source>Terrain piece / encounter</source>
        <translation>Elemento scenico / incontro</translation>
    </message>
    <message>
        <source>Started by</source>
        <translation>Scatenato da</translation>
    </message>
    <message>
        <source>Add piece</source>
        <translation>Aggiungi elemento</translation>
    </message>
    <message>
        <source>Remove piece</source>
        <translation>Rimuovi elemento</translation>
    </message>
    <message>
        <source>Start an encounter on the selected piece</source>
        <translation>Scatena un incontro sull&apos;elemento selezionato</translation>
    </message>
    <message>
        <source>Roll &amp;2D6</source>
        <translation>Tira &amp;2D6</translation>
    </message>
    <message>
        <source>Rolls the encounter type; or pick what you rolled at the table.</source>
        <translation>Tira il tipo di incontro; oppure scegli ciò che hai tirato al tavolo.</translation>
    </message>
    <message>
        <source>Show its odds</source>
        <translation>Mostra le probabilità</translation>
    </message>
    <message>
        <source>New &amp;battle</source>
        <translation>Nuova &amp;battaglia</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>non ancora tirati</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n rimasto</numerusform>
            <numerusform>%n rimasti</numerusform>
        </translation>
    </message>
    <message>
        <source>Encounters phase %1: %2 is the active player.</source>
        <translation>Fase degli Incontri %1: %2 è il giocatore attivo.</translation>
    </message>
    <message>
        <source>Nothing to check again at the start of this phase.</source>
        <translation>Niente da ricontrollare all&apos;inizio di questa fase.</translation>
    </message>
    <message>
        <source>At the start of this phase, check every encounter again against units of both players in range (double-click for its odds):</source>
        <translation>All&apos;inizio di questa fase, ricontrolla ogni incontro contro le unità di entrambi i giocatori a portata (doppio clic per le probabilità):</translation>
    </message>
    <message>
        <source>%1: %2, started by %3</source>
        <translation>%1: %2, scatenato da %3</translation>
    </message>
    <message>
        <source>(quicksands that overlap count once)</source>
        <translation>(le sabbie mobili sovrapposte contano una volta sola)</translation>
    </message>
    <message>
        <source>%1, this phase</source>
        <translation>%1, in questa fase</translation>
    </message>
    <message>
        <source>P&amp;ay and place</source>
        <translation>Paga e pia&amp;zza</translation>
    </message>
    <message>
        <source>Select a terrain piece (add one above).</source>
        <translation>Seleziona un elemento scenico (aggiungine uno qui sopra).</translation>
    </message>
    <message>
        <source>Add the terrain pieces first.</source>
        <translation>Prima aggiungi gli elementi scenici.</translation>
    </message>
    <message>
        <source>P&amp;ay %1 and place on %2</source>
        <translation>&amp;Paga %1 e piazza su %2</translation>
    </message>
    <message>
        <source>Remove with All is Well</source>
        <translation>Rimuovi con Tutto Tranquillo</translation>
    </message>
    <message>
        <source>Remove with All is Well, %1 pays %2</source>
        <translation>Rimuovi con Tutto Tranquillo, %1 paga %2</translation>
    </message>
    <message>
        <source>Select an encounter in the list of terrain pieces.</source>
        <translation>Seleziona un incontro nell&apos;elenco degli elementi scenici.</translation>
    </message>
    <message>
        <source>Rolled %1 + %2 = %3 points for each player.</source>
        <translation>Esce %1 + %2 = %3 punti per ogni giocatore.</translation>
    </message>
    <message>
        <source>Rolled %1 + %2 = %3: %4.</source>
        <translation>Esce %1 + %2 = %3: %4.</translation>
    </message>
    <message>
        <source>Piece %1</source>
        <translation>Elemento %1</translation>
    </message>
</context>
<context>
    <name>EntryList</name>
    <message>
        <source>Add e&amp;xample</source>
        <translation>Aggiungi &amp;esempio</translation>
    </message>
    <message>
        <source>Example to add</source>
        <translation>Esempio da aggiungere</translation>
    </message>
</context>
<context>
    <name>EnvironmentsPanel</name>
    <message>
        <source>Lines of sight and movement only run inside the tunnels.</source>
        <translation>Linee di vista e movimenti si tracciano solo all&apos;interno dei tunnel.</translation>
    </message>
    <message>
        <source>A model whose real base or body is wider than a tunnel cannot go through it.</source>
        <translation>Un modello la cui basetta reale o il cui corpo è più largo di un tunnel non può attraversarlo.</translation>
    </message>
    <message>
        <source>Every adverse effect of the Night applies, with the changes below.</source>
        <translation>Si applicano tutti gli effetti avversi del Notturno, con le modifiche seguenti.</translation>
    </message>
    <message>
        <source>Line of sight reaches %1&quot; instead of the Night&apos;s 12&quot;.</source>
        <translation>La linea di vista arriva a %1&quot; invece dei 12&quot; del Notturno.</translation>
    </message>
    <message>
        <source>Muzzle-flash markers stay until the end of the Turn, not just the Round.</source>
        <translation>I segnalini di bagliore (muzzle flash) restano fino alla fine del Turno, non solo del Round.</translation>
    </message>
    <message>
        <source>Shooting at marked units beyond normal line of sight is at %1 instead of −8.</source>
        <translation>Il tiro contro Unità marcate oltre la normale linea di vista è a %1 invece di −8.</translation>
    </message>
    <message>
        <source>Comm Failure is in effect.</source>
        <translation>È attivo Comm Failure.</translation>
    </message>
    <message>
        <source>Reduced Morale %1 is in effect.</source>
        <translation>È attivo Reduced Morale %1.</translation>
    </message>
    <message>
        <source>Unit Cards of Stealth, Stalk or Lurk units may move through tunnels narrower than they are.</source>
        <translation>Le Unit Card delle Unità con Stealth, Stalk o Lurk possono muoversi in tunnel più stretti di loro.</translation>
    </message>
    <message>
        <source>Indirect-fire weapons never shoot beyond %1&quot;.</source>
        <translation>Le armi a Fuoco Indiretto non sparano mai oltre %1&quot;.</translation>
    </message>
    <message>
        <source>Once per %1 points of game size, a unit with Para-deploy may take Infiltrate instead, if the whole unit costs at most %2 points.</source>
        <translation>Una volta ogni %1 punti di formato, un&apos;Unità con Para-deploy può prendere invece Infiltrate, se l&apos;intera Unità costa al massimo %2 punti.</translation>
    </message>
    <message>
        <source>Flying models reach Altitude %1 at most.</source>
        <translation>I modelli in volo raggiungono al massimo Altitudine %1.</translation>
    </message>
    <message>
        <source>Vehicles move at half their MV.</source>
        <translation>I Veicoli muovono a metà del loro MV.</translation>
    </message>
    <message>
        <source>Smoke templates last %1 Turn longer, then clear as usual.</source>
        <translation>I template di Smoke durano %1 Turno in più, poi svaniscono come al solito.</translation>
    </message>
    <message>
        <source>Each side deploys in the outermost chambers on its own table edge; their walls and the tunnel mouths towards the centre bound the deployment zone.</source>
        <translation>Ogni giocatore si schiera nelle camere più esterne del proprio lato del tavolo; le loro pareti e gli ingressi dei tunnel verso il centro delimitano l&apos;Area di Schieramento.</translation>
    </message>
    <message>
        <source>A squad deployed in its zone sets up inside a single chamber.</source>
        <translation>Una Squadra schierata nella propria Area si piazza all&apos;interno di una sola camera.</translation>
    </message>
    <message>
        <source>No wall may separate a squad&apos;s models from the first model of the squad placed.</source>
        <translation>Nessuna parete può separare i modelli di una Squadra dal primo modello piazzato della Squadra.</translation>
    </message>
    <message>
        <source>A wall between a model and its squad leader (or reference model) puts it out of Command Distance.</source>
        <translation>Una parete tra un modello e il suo Caposquadra (o modello di riferimento) lo mette fuori dalla Command Distance.</translation>
    </message>
    <message>
        <source>Table set-up: keep the opposing deployment chambers at least %1&quot; apart.</source>
        <translation>Allestimento del tavolo: tenete le camere di schieramento avversarie ad almeno %1&quot; di distanza.</translation>
    </message>
    <message>
        <source>Table set-up: include %1&quot;-wide corridors vehicles can use, leading to at least one deployment chamber of each player.</source>
        <translation>Allestimento del tavolo: includete corridoi larghi %1&quot; utilizzabili dai Veicoli, che portino ad almeno una camera di schieramento di ogni giocatore.</translation>
    </message>
    <message>
        <source>Combat Fatigue</source>
        <translation>Combat Fatigue</translation>
    </message>
    <message>
        <source>Reduced Morale</source>
        <translation>Reduced Morale</translation>
    </message>
    <message>
        <source>Reduced Movement</source>
        <translation>Reduced Movement</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <source>Exhaustion</source>
        <translation>Exhaustion</translation>
    </message>
    <message>
        <source>Exposure</source>
        <translation>Exposure</translation>
    </message>
    <message>
        <source>Environmental risk: every model of the activating unit tests ATS %1; a failure is one wound</source>
        <translation>Rischio Ambientale: ogni modello dell&apos;Unità che si attiva fa un test ATS %1; un fallimento è una ferita</translation>
    </message>
    <message>
        <source>✔ %1 (contaminated models only)</source>
        <translation>✔ %1 (solo i modelli contaminati)</translation>
    </message>
    <message>
        <source>The unit still rolls its Environmental check when it activates, as it has clean models; on a failure only its clean models (%1) get a Contamination token (a model never has more than one).</source>
        <translation>L&apos;Unità tira comunque il check Ambientale quando si attiva, perché ha modelli non contaminati; se fallisce, solo i modelli non contaminati (%1) ricevono un segnalino Contaminazione (un modello non ne ha mai più di uno).</translation>
    </message>
    <message>
        <source>Only the contaminated models face the ATS %1 test yet (they are a turn ahead); each fails on a D20 roll above %1: %2 (%3).</source>
        <translation>Per ora solo i modelli contaminati affrontano il test ATS %1 (sono un turno avanti); ognuno lo fallisce con un D20 superiore a %1: %2 (%3).</translation>
    </message>
    <message>
        <source>Radioactive Zone</source>
        <translation>Zona Radioattiva</translation>
    </message>
    <message>
        <source>Game &amp;Turn</source>
        <translation>&amp;Turno di gioco</translation>
    </message>
    <message>
        <source>&amp;Landing Turn</source>
        <translation>T&amp;urno di atterraggio</translation>
    </message>
    <message>
        <source>The Turn a para-deployed unit landed; 1 for a unit deployed normally. Its zone turns count from this Turn.</source>
        <translation>Il Turno in cui un&apos;Unità paracadutata è atterrata; 1 per un&apos;Unità schierata normalmente. I suoi turni nella zona contano da questo Turno.</translation>
    </message>
    <message>
        <source>The unit</source>
        <translation>L&apos;Unità</translation>
    </message>
    <message>
        <source>&amp;Models</source>
        <translation>&amp;Modelli</translation>
    </message>
    <message>
        <source>C&amp;ontaminated models</source>
        <translation>Modelli &amp;contaminati</translation>
    </message>
    <message>
        <source>Models with a Contamination token: they also suffer the next turn&apos;s effects and no longer roll the Environmental check; the unit still rolls it while it has a clean model.</source>
        <translation>Modelli con un segnalino Contaminazione: subiscono anche gli effetti del turno successivo e non tirano più il check Ambientale; l&apos;Unità lo tira comunque finché ha un modello non contaminato.</translation>
    </message>
    <message>
        <source>Medic, Necromancy, Technomancy: &amp;remove one token</source>
        <translation>Medic, Necromancy, Technomancy: &amp;rimuovi un segnalino</translation>
    </message>
    <message>
        <source>A model with Medic, Necromancy or Technomancy uses its ability on a contaminated model to remove its Contamination token instead of a wound token: one contaminated model becomes clean.</source>
        <translation>Un modello con Medic, Necromancy o Technomancy usa la sua abilità su un modello contaminato per rimuoverne il segnalino Contaminazione invece di un segnalino Ferita: un modello contaminato torna non contaminato.</translation>
    </message>
    <message>
        <source>&amp;Wounds left on each model</source>
        <translation>Ferite rimaste a &amp;ogni modello</translation>
    </message>
    <message>
        <source>The zone&apos;s cumulative effects</source>
        <translation>Gli effetti cumulativi della zona</translation>
    </message>
    <message>
        <source>Zone turn</source>
        <translation>Turno nella zona</translation>
    </message>
    <message>
        <source>Cumulative effect</source>
        <translation>Effetto cumulativo</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificatore</translation>
    </message>
    <message>
        <source>Wounds from the environmental risk (one activation)</source>
        <translation>Ferite dal Rischio Ambientale (una attivazione)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Wounds the unit takes</source>
        <translation>Ferite subite dall&apos;Unità</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>Tunnel: what changes</source>
        <translation>Tunnel: cosa cambia</translation>
    </message>
    <message>
        <source>&amp;Checklist for a Tunnel game (Space ticks the selected line; ticks are kept between sessions):</source>
        <translation>&amp;Lista di controllo per una partita in Tunnel (Spazio spunta la riga selezionata; le spunte restano tra una sessione e l&apos;altra):</translation>
    </message>
    <message>
        <source>Untick &amp;all</source>
        <translation>&amp;Deseleziona tutto</translation>
    </message>
    <message>
        <source>Zone turn %1 for this unit.</source>
        <translation>Turno %1 nella zona per questa Unità.</translation>
    </message>
    <message>
        <source>Its contaminated models suffer the effects of zone turn %1.</source>
        <translation>I suoi modelli contaminati subiscono gli effetti del turno %1 nella zona.</translation>
    </message>
    <message>
        <source>The unit rolls its Environmental check when it activates; on a failure each of its models gets a Contamination token (never more than one).</source>
        <translation>L&apos;Unità tira il check Ambientale quando si attiva; se fallisce, ognuno dei suoi modelli riceve un segnalino Contaminazione (mai più di uno).</translation>
    </message>
    <message>
        <source>Contaminated models no longer roll the Environmental check when the unit activates.</source>
        <translation>I modelli contaminati non tirano più il check Ambientale quando l&apos;Unità si attiva.</translation>
    </message>
    <message>
        <source>Each model fails the ATS %1 test on a D20 roll above %1: %2 (%3).</source>
        <translation>Ogni modello fallisce il test ATS %1 con un D20 superiore a %1: %2 (%3).</translation>
    </message>
    <message>
        <source>No wound risk yet: the ATS test starts at zone turn %1.</source>
        <translation>Ancora nessun rischio di ferite: il test ATS inizia dal turno %1 nella zona.</translation>
    </message>
    <message>
        <source>How the rules are read here: zone turn = game Turn − landing Turn + 1, so a para-deployed unit starts at zone turn 1 on the Turn it lands. &quot;Contaminated models stop testing&quot; means they no longer roll the unit&apos;s Environmental check on activation; they still suffer every effect one turn early, including the ATS test. A unit with both clean and contaminated models still rolls the check, and a failure gives the token to its clean models only, so the unit is counted as two groups (earlier releases held one flag for the whole unit). A model freed of its token by a Medic, Necromancy or Technomancy model is clean again. The wound figures cover one activation, with the tokens the models carry as the unit activates: each model rolls the ATS test once, and a failure is one wound, so only models with 1 wound left can be removed.</source>
        <translation>Come sono interpretate qui le regole: turno nella zona = Turno di gioco − Turno di atterraggio + 1, quindi un&apos;Unità paracadutata è al turno 1 nella zona nel Turno in cui atterra. &quot;I modelli Contaminati smettono di fare il check&quot; significa che non tirano più il check Ambientale dell&apos;Unità all&apos;attivazione; subiscono comunque ogni effetto con un turno di anticipo, compreso il test ATS. Un&apos;Unità con modelli sia contaminati sia non contaminati tira comunque il check, e un fallimento dà il segnalino solo ai modelli non contaminati, quindi l&apos;Unità è contata come due gruppi (le versioni precedenti tenevano un solo indicatore per tutta l&apos;Unità). Un modello liberato dal suo segnalino da un modello con Medic, Necromancy o Technomancy torna non contaminato. I valori delle ferite riguardano una sola attivazione, con i segnalini che i modelli hanno quando l&apos;Unità si attiva: ogni modello tira il test ATS una volta, e un fallimento è una ferita, quindi possono essere rimossi solo i modelli con 1 ferita rimasta.</translation>
    </message>
    <message>
        <source>A clean model fails the test</source>
        <translation>Un modello non contaminato fallisce il test</translation>
    </message>
    <message>
        <source>A contaminated model fails the test</source>
        <translation>Un modello contaminato fallisce il test</translation>
    </message>
    <message>
        <source>One model fails the test</source>
        <translation>Un modello fallisce il test</translation>
    </message>
    <message>
        <source>At least one wound in the unit</source>
        <translation>Almeno una ferita nell&apos;Unità</translation>
    </message>
    <message>
        <source>Expected wounds</source>
        <translation>Ferite attese</translation>
    </message>
    <message>
        <source>Expected models removed</source>
        <translation>Modelli rimossi attesi</translation>
    </message>
</context>
<context>
    <name>EventPage</name>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>The game cannot change once a round is paired.</source>
        <translation>Il gioco non può cambiare dopo che un round è stato abbinato.</translation>
    </message>
    <message>
        <source>D&amp;ate</source>
        <translation>&amp;Data</translation>
    </message>
    <message>
        <source>Year, month and day. Tab moves from one to the next, the arrow keys change the one in the cursor, Alt+Down opens a calendar.</source>
        <translation>Anno, mese e giorno. Tab passa dall’uno all’altro, le frecce cambiano quello dove sta il cursore, Alt+Giù apre un calendario.</translation>
    </message>
    <message>
        <source>&amp;Points limit</source>
        <translation>Forma&amp;to</translation>
    </message>
    <message>
        <source>The army size of the event (the format). Warzone needs one: its draw margin is a share of it.</source>
        <translation>La dimensione delle armate dell’evento (il formato). Warzone ne ha bisogno: il suo margine di pareggio ne è una quota.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>&amp;Rounds planned</source>
        <translation>&amp;Round previsti</translation>
    </message>
    <message>
        <source>Tables and pairing</source>
        <translation>Tavoli e abbinamenti</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>Tavo&amp;li</translation>
    </message>
    <message>
        <source>How many tables the venue has; a round never uses more.</source>
        <translation>Quanti tavoli ha la sede; un round non ne usa mai di più.</translation>
    </message>
    <message>
        <source>as needed</source>
        <translation>quanti servono</translation>
    </message>
    <message>
        <source>Fresh tables: as few pla&amp;yers as possible play again on a table they have played on</source>
        <translation>Tavoli nuovi: il minor numero possibile di giocatori torna su un tavolo dove &amp;ha già giocato</translation>
    </message>
    <message>
        <source>Only chec&amp;ked-in players are paired</source>
        <translation>Si a&amp;bbinano solo i giocatori presenti</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;eme</translation>
    </message>
    <message>
        <source>The pairing&apos;s last tier is a random choice from this number and the round: the same event always pairs the same way, and a pairing can be explained.</source>
        <translation>L’ultimo livello dell’abbinamento è una scelta casuale da questo numero e dal round: lo stesso evento si abbina sempre allo stesso modo e ogni abbinamento si può spiegare.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Win, draw or loss</source>
        <translation>Vittoria, pareggio o sconfitta</translation>
    </message>
    <message>
        <source>Battle points from the VP difference</source>
        <translation>Punti battaglia dalla differenza di PV</translation>
    </message>
    <message>
        <source>S&amp;coring by</source>
        <translation>Puntegg&amp;io per</translation>
    </message>
    <message>
        <source>Points for a &amp;win</source>
        <translation>Punti per &amp;una vittoria</translation>
    </message>
    <message>
        <source>Po&amp;ints for a draw</source>
        <translation>Punti per un pareggi&amp;o</translation>
    </message>
    <message>
        <source>Points for a &amp;loss</source>
        <translation>Punti per una s&amp;confitta</translation>
    </message>
    <message>
        <source>Draw &amp;margin (% of the points limit)</source>
        <translation>&amp;Margine di pareggio (% del formato)</translation>
    </message>
    <message>
        <source>A difference of VP up to this share of the points limit is a draw (Warzone: 5). 0: only equal VP draw.</source>
        <translation>Una differenza di PV fino a questa quota del formato è un pareggio (Warzone: 5). 0: pareggio solo a PV uguali.</translation>
    </message>
    <message>
        <source>Points for a &amp;bye</source>
        <translation>Punti per un b&amp;ye</translation>
    </message>
    <message>
        <source>A bye is neither a win, a draw nor a loss, and adds no VP.</source>
        <translation>Un bye non è né una vittoria, né un pareggio, né una sconfitta, e non aggiunge PV.</translation>
    </message>
    <message>
        <source>Battle points to the opponent of a &amp;conceder</source>
        <translation>Punti battaglia all’avversario di chi &amp;abbandona</translation>
    </message>
    <message>
        <source>Battle points to the conceder</source>
        <translation>Punti battaglia a chi abbandona</translation>
    </message>
    <message>
        <source>Battle points by VP difference (each upper bound included; the last band has no bound):</source>
        <translation>Punti battaglia per differenza di PV (ogni limite superiore incluso; l’ultima fascia non ha limite):</translation>
    </message>
    <message>
        <source>VP difference up to</source>
        <translation>Differenza di PV fino a</translation>
    </message>
    <message>
        <source>Higher VP gets</source>
        <translation>Chi ha più PV ottiene</translation>
    </message>
    <message>
        <source>Lower VP gets</source>
        <translation>Chi ha meno PV ottiene</translation>
    </message>
    <message>
        <source>&amp;Add a band</source>
        <translation>&amp;Aggiungi una fascia</translation>
    </message>
    <message>
        <source>Remo&amp;ve the selected band</source>
        <translation>&amp;Rimuovi la fascia selezionata</translation>
    </message>
    <message>
        <source>Use the game&apos;s preset scoring</source>
        <translation>Usa il punteggio predefinito del gioco</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Tournament points rank first. Then these tiebreaks, in this order; untick one to drop it:</source>
        <translation>Contano prima i punti torneo. Poi questi spareggi, in quest’ordine; togli la spunta per escluderne uno:</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Sposta in &amp;su</translation>
    </message>
    <message>
        <source>Move d&amp;own</source>
        <translation>Sposta in gi&amp;ù</translation>
    </message>
    <message>
        <source>&amp;Save the settings</source>
        <translation>Salva le imposta&amp;zioni</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Every value can be changed for this event; a change of the scoring or the tiebreaks recomputes the standings at once. Pairings already published stay as they are.</source>
        <translation>Ogni valore si può cambiare per questo evento; una modifica del punteggio o degli spareggi ricalcola subito la classifica. Gli abbinamenti già pubblicati restano come sono.</translation>
    </message>
    <message>
        <source>The settings are saved.</source>
        <translation>Le impostazioni sono salvate.</translation>
    </message>
    <message>
        <source>Not saved: %1. The form now shows the settings as saved.</source>
        <translation>Non salvato: %1. Il modulo ora mostra le impostazioni come sono salvate.</translation>
    </message>
</context>
<context>
    <name>EventsPanel</name>
    <message>
        <source>Stifling Humidity</source>
        <translation>Umidità Soffocante</translation>
    </message>
    <message>
        <source>Tropical Storm</source>
        <translation>Tempesta Tropicale</translation>
    </message>
    <message>
        <source>Hopelessly Lost</source>
        <translation>Perduti senza Speranza</translation>
    </message>
    <message>
        <source>Monkey Run</source>
        <translation>Corsa delle Scimmie</translation>
    </message>
    <message>
        <source>All is Well</source>
        <translation>Tutto Tranquillo</translation>
    </message>
    <message>
        <source>Lingering Vapours</source>
        <translation>Vapori Persistenti</translation>
    </message>
    <message>
        <source>Native Guide</source>
        <translation>Guida Indigena</translation>
    </message>
    <message>
        <source>Malodorous Malady</source>
        <translation>Morbo Maleodorante</translation>
    </message>
    <message>
        <source>Units with an armour save of 5+ or better get −1 Movement; Scaly Skin does not count for this.</source>
        <translation>Le unità con tiro armatura 5+ o migliore hanno −1 al Movimento; la Pelle Squamosa non conta per questo.</translation>
    </message>
    <message>
        <source>For D3 turns all movement is as through difficult terrain, all shooting and magic missiles have half range, and Flammable does not work.</source>
        <translation>Per D3 turni tutto il movimento è come in terreno difficile, tutti i tiri e i dardi magici hanno gittata dimezzata e Infiammabile non funziona.</translation>
    </message>
    <message>
        <source>Push one enemy unit up to 8&quot; straight back, keeping its facing; not off the table, not into impassable terrain, not the Native Guide unit.</source>
        <translation>Spingi un&apos;unità nemica fino a 8&quot; dritto all&apos;indietro, mantenendone l&apos;orientamento; non fuori dal tavolo, non in terreno impassabile, non l&apos;unità della Guida Indigena.</translation>
    </message>
    <message>
        <source>+1 to your roll for the first turn; re-roll it when the scenario fixes who starts.</source>
        <translation>+1 al tuo tiro per il primo turno; ritiralo se lo scenario stabilisce chi inizia.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Non succede nulla.</translation>
    </message>
    <message>
        <source>Until turn 2 all shooting and magic missiles have half range.</source>
        <translation>Fino al turno 2 tutti i tiri e i dardi magici hanno gittata dimezzata.</translation>
    </message>
    <message>
        <source>Move one of your units up to 8&quot; in any direction; not the Hopelessly Lost unit.</source>
        <translation>Muovi una delle tue unità fino a 8&quot; in qualsiasi direzione; non l&apos;unità di Perduti senza Speranza.</translation>
    </message>
    <message>
        <source>One of your units has −1 Strength for the game and pursues and flees with one die fewer.</source>
        <translation>Una delle tue unità ha −1 Forza per la partita e insegue e fugge con un dado in meno.</translation>
    </message>
    <message>
        <source>Lizardmen re-roll these results</source>
        <translation>Gli Uomini Lucertola ritirano questi risultati</translation>
    </message>
    <message>
        <source>&amp;Stifling Humidity (%1)</source>
        <translation>Umidità &amp;Soffocante (%1)</translation>
    </message>
    <message>
        <source>Hopelessly &amp;Lost (%1)</source>
        <translation>&amp;Perduti senza Speranza (%1)</translation>
    </message>
    <message>
        <source>Native &amp;Guide (%1)</source>
        <translation>&amp;Guida Indigena (%1)</translation>
    </message>
    <message>
        <source>&amp;Malodorous Malady (%1)</source>
        <translation>&amp;Morbo Maleodorante (%1)</translation>
    </message>
    <message>
        <source>A Lizardmen player may re-roll this result once; the re-roll stands.</source>
        <translation>Un giocatore Uomini Lucertola può ritirare questo risultato una volta; il nuovo tiro resta.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>&amp;The scenario fixes who takes the first turn</source>
        <translation>&amp;Lo scenario fissa chi ha il primo turno</translation>
    </message>
    <message>
        <source>Monkey Run then has no effect and is rolled again.</source>
        <translation>La Corsa delle Scimmie allora non ha effetto e si ritira.</translation>
    </message>
    <message>
        <source>Roll the events</source>
        <translation>Tira gli eventi</translation>
    </message>
    <message>
        <source>&amp;Roll 2D6</source>
        <translation>&amp;Tira 2D6</translation>
    </message>
    <message>
        <source>Rolls real dice, with the re-rolls chosen above.</source>
        <translation>Tira dadi veri, con i ritiri scelti sopra.</translation>
    </message>
    <message>
        <source>Roll l&amp;og (newest first)</source>
        <translation>&amp;Registro dei tiri (più recenti in alto)</translation>
    </message>
    <message>
        <source>The events table</source>
        <translation>La tabella degli eventi</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effetto</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Da tabella</translation>
    </message>
    <message>
        <source>With re-rolls</source>
        <translation>Con ritiri</translation>
    </message>
    <message>
        <source>2D6 result (event in the table above)</source>
        <translation>Risultato 2D6 (evento nella tabella sopra)</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>Plain 2D6 table</source>
        <translation>Tabella 2D6 semplice</translation>
    </message>
    <message>
        <source>Tropical Storm: D3 turns</source>
        <translation>Tempesta Tropicale: D3 turni</translation>
    </message>
    <message>
        <source>Turns the storm lasts</source>
        <translation>Turni di durata della tempesta</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilità</translation>
    </message>
    <message>
        <source>%1 (re-rolled)</source>
        <translation>%1 (ritirato)</translation>
    </message>
    <message>
        <source>%1 (Lizardmen may re-roll)</source>
        <translation>%1 (gli Uomini Lucertola possono ritirare)</translation>
    </message>
    <message>
        <source>D3 = %1</source>
        <translation>D3 = %1</translation>
    </message>
    <message>
        <source>A storm comes with probability %1 and lasts %2 turns on average.</source>
        <translation>Una tempesta arriva con probabilità %1 e dura in media %2 turni.</translation>
    </message>
    <message>
        <source>Each player rolls once after deployment, unless the scenario says otherwise.</source>
        <translation>Ogni giocatore tira una volta dopo lo schieramento, salvo diversa indicazione dello scenario.</translation>
    </message>
    <message>
        <source>A Lizardmen re-roll is used once; whatever the second roll shows stands, even a result that could otherwise be re-rolled.</source>
        <translation>Il ritiro degli Uomini Lucertola si usa una volta; qualunque cosa mostri il secondo tiro resta, anche un risultato che altrimenti si potrebbe ritirare.</translation>
    </message>
    <message>
        <source>With the first turn fixed, a Monkey Run is void and rolled again until another result comes up; that roll does not use up a Lizardmen re-roll.</source>
        <translation>Con il primo turno fissato, una Corsa delle Scimmie è nulla e si ritira finché non esce un altro risultato; quel tiro non consuma il ritiro degli Uomini Lucertola.</translation>
    </message>
    <message>
        <source>Roll %1: %2</source>
        <translation>Tiro %1: %2</translation>
    </message>
    <message>
        <source>Rolled %1 + %2 = %3: %4.</source>
        <translation>Tirato %1 + %2 = %3: %4.</translation>
    </message>
    <message>
        <source>Monkey Run is void, rolled again: %1 + %2 = %3: %4.</source>
        <translation>Corsa delle Scimmie nulla, ritirato: %1 + %2 = %3: %4.</translation>
    </message>
    <message>
        <source>Lizardmen re-roll: %1 + %2 = %3: %4.</source>
        <translation>Ritiro degli Uomini Lucertola: %1 + %2 = %3: %4.</translation>
    </message>
    <message>
        <source>Storm length: rolled %1 on the D6 for the D3, which gives %2 turns.</source>
        <translation>Durata della tempesta: tirato %1 sul D6 per il D3, che dà %2 turni.</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Risultato: %1.</translation>
    </message>
</context>
<context>
    <name>FactionsModel</name>
    <message>
        <source>(no faction)</source>
        <translation>(nessuna fazione)</translation>
    </message>
    <message>
        <source>%1 (also written: %2)</source>
        <translation>%1 (scritta anche: %2)</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <source>D</source>
        <translation>P</translation>
    </message>
    <message>
        <source>L</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>VP scored (avg.)</source>
        <translation>PV fatti (media)</translation>
    </message>
    <message>
        <source>VP conceded (avg.)</source>
        <translation>PV subiti (media)</translation>
    </message>
    <message>
        <source>Mirrors</source>
        <translation>Speculari</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Games against other factions, with a result (no bye, no mirror match).</source>
        <translation>Partite contro altre fazioni, con un risultato (né bye né partite speculari).</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Pareggi</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Sconfitte</translation>
    </message>
    <message>
        <source>Wins ÷ games: a draw is not half a win.</source>
        <translation>Vittorie ÷ partite: un pareggio non è mezza vittoria.</translation>
    </message>
    <message>
        <source>The average VP the faction&apos;s players scored per game.</source>
        <translation>I PV fatti in media per partita dai giocatori della fazione.</translation>
    </message>
    <message>
        <source>The average VP the faction&apos;s players conceded per game.</source>
        <translation>I PV subiti in media per partita dai giocatori della fazione.</translation>
    </message>
    <message>
        <source>Mirror matches: tables where both players are of this faction, one per table.</source>
        <translation>Partite speculari: tavoli in cui entrambi i giocatori sono di questa fazione, una per tavolo.</translation>
    </message>
    <message>
        <source>Byes: no game, counted apart.</source>
        <translation>Bye: nessuna partita, contati a parte.</translation>
    </message>
    <message>
        <source>%1: spelled %2 by its players</source>
        <translation>%1: scritta %2 dai suoi giocatori</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>wins %1 ÷ games %2 = %3 (exactly %4)</source>
        <translation>vittorie %1 ÷ partite %2 = %3 (esattamente %4)</translation>
    </message>
    <message>
        <source>%1 VP over %2 games = %3 per game</source>
        <translation>%1 PV in %2 partite = %3 a partita</translation>
    </message>
</context>
<context>
    <name>FactionsPage</name>
    <message>
        <source>Factions</source>
        <translation>Fazioni</translation>
    </message>
    <message>
        <source>Faction statistics</source>
        <translation>Statistiche delle fazioni</translation>
    </message>
    <message>
        <source>Faction against faction</source>
        <translation>Fazione contro fazione</translation>
    </message>
    <message>
        <source>Faction against faction: each row&apos;s wins-draws-losses against the column&apos;s faction; the diagonal holds the mirror matches</source>
        <translation>Fazione contro fazione: vittorie-pareggi-sconfitte di ogni riga contro la fazione della colonna; sulla diagonale le partite speculari</translation>
    </message>
    <message>
        <source>Merge the chosen faction &amp;into:</source>
        <translation>Unisci la fazione scelta &amp;in:</translation>
    </message>
    <message>
        <source>Another faction, or a spelling typed here: every player of the chosen faction, whatever their spelling, gets exactly this one.</source>
        <translation>Un&apos;altra fazione, o una grafia scritta qui: ogni giocatore della fazione scelta, comunque la scriva, riceve esattamente questa.</translation>
    </message>
    <message>
        <source>Mer&amp;ge…</source>
        <translation>&amp;Unisci…</translation>
    </message>
    <message>
        <source>Only tables with a result count; a conceded game counts with the result the scoring gives it. A bye is no game: it is counted apart, in no win rate and no average. A mirror match (both players of one faction) says nothing about the faction against the others: it is counted apart (one per table) and left out of the games, the wins, draws and losses, the win rate and the averages; the table above shows it on the diagonal. Win rate: wins ÷ games (a draw is not half a win). Names that differ only in case, spaces, accents or apostrophes are one faction, shown as most of its players spell it; point at a number to see it exactly.</source>
        <translation>Contano solo i tavoli con un risultato; una partita concessa conta con il risultato che le dà il punteggio. Un bye non è una partita: è contato a parte, in nessuna percentuale e in nessuna media. Una partita speculare (entrambi i giocatori della stessa fazione) non dice nulla della fazione contro le altre: è contata a parte (una per tavolo) e lasciata fuori dalle partite, dalle vittorie, dai pareggi e dalle sconfitte, dalla percentuale di vittorie e dalle medie; la tabella sopra la mostra sulla diagonale. Percentuale di vittorie: vittorie ÷ partite (un pareggio non è mezza vittoria). I nomi che differiscono solo per maiuscole, spazi, accenti o apostrofi sono una sola fazione, mostrata come la scrive la maggior parte dei suoi giocatori; punta a un numero per vederlo esatto.</translation>
    </message>
    <message>
        <source>Factions: %1; games between factions: %2; mirror matches: %3</source>
        <translation>Fazioni: %1; partite tra fazioni: %2; partite speculari: %3</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Every player of %1 (players: %2; spelled %3) gets the faction “%4”. This is one change: the Log page can undo it.</source>
        <translation>Ogni giocatore di %1 (giocatori: %2; scritta %3) riceve la fazione «%4». È una sola modifica: la pagina Registro può annullarla.</translation>
    </message>
    <message>
        <source>Merge factions?</source>
        <translation>Unire le fazioni?</translation>
    </message>
    <message>
        <source>Merged %1 into “%2”; players changed: %3.</source>
        <translation>%1 unita in «%2»; giocatori modificati: %3.</translation>
    </message>
    <message>
        <source>Not merged: %1.</source>
        <translation>Non unite: %1.</translation>
    </message>
</context>
<context>
    <name>FormResets</name>
    <message>
        <source>Reset this form?</source>
        <translation>Reimpostare questo modulo?</translation>
    </message>
    <message>
        <source>This form&apos;s defaults replace what it holds now, its log included. View → Undo reset brings it back.</source>
        <translation>I valori predefiniti del modulo sostituiscono quelli attuali, registro compreso. Visualizza → Annulla la reimpostazione li riporta indietro.</translation>
    </message>
    <message>
        <source>The form is reset. View → Undo reset brings it back.</source>
        <translation>Il modulo è reimpostato. Visualizza → Annulla la reimpostazione lo riporta indietro.</translation>
    </message>
    <message>
        <source>Reset everything?</source>
        <translation>Reimpostare tutto?</translation>
    </message>
    <message>
        <source>Every game&apos;s forms, pinned results and the view settings go back to their defaults. View → Undo reset brings them back.</source>
        <translation>I moduli di ogni gioco, i risultati fissati e le impostazioni di visualizzazione tornano ai valori predefiniti. Visualizza → Annulla la reimpostazione li riporta indietro.</translation>
    </message>
    <message>
        <source>Everything is reset. View → Undo reset brings it back.</source>
        <translation>Tutto è reimpostato. Visualizza → Annulla la reimpostazione lo riporta indietro.</translation>
    </message>
    <message>
        <source>The reset is undone.</source>
        <translation>La reimpostazione è annullata.</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>≈ 1 in %1</source>
        <translation>≈ 1 su %1</translation>
    </message>
    <message>
        <source>≈ %1 in %2</source>
        <translation>≈ %1 su %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage; the language&apos;s own spacing</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>{0} pp</source>
        <translation>{0} pp</translation>
    </message>
</context>
<context>
    <name>GroupedBarChart</name>
    <message>
        <source>No result yet.</source>
        <translation>Ancora nessun risultato.</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Already in the event (as %1): not added</source>
        <translation>Già nell’evento (come %1): non aggiunto</translation>
    </message>
    <message>
        <source>Line %1 has the same name: correct one of them</source>
        <translation>La riga %1 ha lo stesso nome: correggine una</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-8 with BOM</source>
        <translation>UTF-8 con BOM</translation>
    </message>
    <message>
        <source>UTF-16 (Unicode text)</source>
        <translation>UTF-16 (testo Unicode)</translation>
    </message>
    <message>
        <source>Windows-1250 (Central European)</source>
        <translation>Windows-1250 (Europa centrale)</translation>
    </message>
    <message>
        <source>Windows-1252 (Western European)</source>
        <translation>Windows-1252 (Europa occidentale)</translation>
    </message>
    <message>
        <source>commas</source>
        <translation>virgole</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>punti e virgola</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>tabulazioni</translation>
    </message>
    <message>
        <source>column %1 “%2”</source>
        <translation>colonna %1 “%2”</translation>
    </message>
    <message>
        <source>column %1 (no heading)</source>
        <translation>colonna %1 (senza intestazione)</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importa giocatori</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Players in the file</source>
        <translation>Giocatori nel file</translation>
    </message>
    <message>
        <source>%1: read as %2, fields separated by %3.</source>
        <translation>%1: letto come %2, campi separati da %3.</translation>
    </message>
    <message numerus="yes">
        <source>Left out, as not a name, club or faction: %n column(s), %1.</source>
        <translation>
            <numerusform>Esclusa, perché non è nome, club o fazione: %n colonna, %1.</numerusform>
            <numerusform>Escluse, perché non sono nome, club o fazione: %n colonne, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing can be added: %n line(s) must be corrected in the file first (see Note).</source>
        <translation>
            <numerusform>Non si può aggiungere nulla: prima va corretta %n riga nel file (vedi Nota).</numerusform>
            <numerusform>Non si può aggiungere nulla: prima vanno corrette %n righe nel file (vedi Nota).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to add: every player of the file is already in the event.</source>
        <translation>Niente da aggiungere: ogni giocatore del file è già nell’evento.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) will be added.</source>
        <translation>
            <numerusform>Verrà aggiunto %n giocatore.</numerusform>
            <numerusform>Verranno aggiunti %n giocatori.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n already in the event, left out.</source>
        <translation>
            <numerusform>%1 %n già nell’evento, lasciato fuori.</numerusform>
            <numerusform>%1 %n già nell’evento, lasciati fuori.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %n player(s)</source>
        <translation>
            <numerusform>&amp;Aggiungi %n giocatore</numerusform>
            <numerusform>&amp;Aggiungi %n giocatori</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputError</name>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} (got {2})</source>
        <translation>{0}: {1} (trovato {2})</translation>
    </message>
    <message>
        <source>a whole number from {0} to {1}</source>
        <translation>un numero intero da {0} a {1}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>one of {0}</source>
        <translation>uno tra {0}</translation>
    </message>
    <message>
        <source>null or one of {0}</source>
        <translation>null o uno tra {0}</translation>
    </message>
    <message>
        <source>a text of at most {0} characters</source>
        <translation>un testo di al massimo {0} caratteri</translation>
    </message>
    <message>
        <source>a list of {0} to {1} entries</source>
        <translation>una lista da {0} a {1} elementi</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>un oggetto JSON</translation>
    </message>
    <message>
        <source>a JSON list</source>
        <translation>una lista JSON</translation>
    </message>
    <message>
        <source>a whole number from {0} to {1} is required</source>
        <translation>è richiesto un numero intero da {0} a {1}</translation>
    </message>
    <message>
        <source>true or false is required</source>
        <translation>è richiesto true o false</translation>
    </message>
    <message>
        <source>one of {0} is required</source>
        <translation>è richiesto uno tra {0}</translation>
    </message>
    <message>
        <source>a list of keywords from {0}</source>
        <translation>una lista di parole chiave tra {0}</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a player&apos;s name from the matrix that the ritual allows at this step</source>
        <translation>il nome di un giocatore della matrice che il rituale ammette a questo passo</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>un testo</translation>
    </message>
    <message>
        <source>a number from 0 to 20</source>
        <translation>un numero da 0 a 20</translation>
    </message>
    <message>
        <source>null for none, or a whole number from 2 to 6 (meaning 2+ to 6+)</source>
        <translation>null per nessuno, o un numero intero da 2 a 6 (cioè da 2+ a 6+)</translation>
    </message>
    <message>
        <source>one more D6 value from 1 to 6; the dice given ran out</source>
        <translation>un altro valore di D6 da 1 a 6; i dadi forniti sono finiti</translation>
    </message>
    <message>
        <source>D6 values from 1 to 6</source>
        <translation>valori di D6 da 1 a 6</translation>
    </message>
    <message>
        <source>not a key here; the keys are {0}</source>
        <translation>non è una chiave ammessa qui; le chiavi sono {0}</translation>
    </message>
    <message>
        <source>a JSON object describing the unit is required</source>
        <translation>è richiesto un oggetto JSON che descriva l&apos;unità</translation>
    </message>
    <message>
        <source>at most one cover: soft_cover, hard_cover or dense_jungle</source>
        <translation>al massimo una copertura: soft_cover, hard_cover o dense_jungle</translation>
    </message>
    <message>
        <source>{0}, the net of the named modifiers</source>
        <translation>{0}, il netto dei modificatori nominati</translation>
    </message>
    <message>
        <source>null or a {0}</source>
        <translation>null o un {0}</translation>
    </message>
    <message>
        <source>a {0}</source>
        <translation>un {0}</translation>
    </message>
    <message>
        <source>not light_of_earendil together with a Heroic Throw</source>
        <translation>non light_of_earendil insieme a un Lancio Eroico</translation>
    </message>
    <message>
        <source>thrower or receiver with eye_of_mordor</source>
        <translation>thrower o receiver con eye_of_mordor</translation>
    </message>
    <message>
        <source>thrower when the target is a point</source>
        <translation>thrower quando il bersaglio è un punto</translation>
    </message>
    <message>
        <source>null unless the ability is eye_of_mordor</source>
        <translation>null a meno che l&apos;abilità sia eye_of_mordor</translation>
    </message>
    <message>
        <source>one offensive captain ability per game</source>
        <translation>una sola abilità offensiva del capitano per partita</translation>
    </message>
    <message>
        <source>one defensive captain ability per game</source>
        <translation>una sola abilità difensiva del capitano per partita</translation>
    </message>
    <message>
        <source>absent for {0}</source>
        <translation>da omettere per {0}</translation>
    </message>
    <message>
        <source>only for models_lost</source>
        <translation>solo per models_lost</translation>
    </message>
    <message>
        <source>only for captain_ability</source>
        <translation>solo per captain_ability</translation>
    </message>
    <message>
        <source>no event after the game has ended</source>
        <translation>nessun evento dopo la fine della partita</translation>
    </message>
    <message>
        <source>at most the {0} models left</source>
        <translation>al massimo i {0} modelli rimasti</translation>
    </message>
    <message>
        <source>one throw per side per turn</source>
        <translation>un solo lancio per squadra per turno</translation>
    </message>
    <message>
        <source>a second throw</source>
        <translation>un secondo lancio</translation>
    </message>
    <message>
        <source>keywords from {0}</source>
        <translation>parole chiave tra {0}</translation>
    </message>
    <message>
        <source>keys from {0}</source>
        <translation>chiavi tra {0}</translation>
    </message>
    <message>
        <source>0 {0}</source>
        <translation>0 {0}</translation>
    </message>
    <message>
        <source>false {0}</source>
        <translation>false {0}</translation>
    </message>
    <message>
        <source>false with Machine Armour (the two cannot be combined)</source>
        <translation>false con Armatura Meccanizzata (le due non si possono combinare)</translation>
    </message>
    <message>
        <source>false unless the target carries {0} BLOOD MARKERS (it carries {1})</source>
        <translation>false a meno che il bersaglio abbia {0} SEGNALINI SANGUE (ne ha {1})</translation>
    </message>
    <message>
        <source>at most the {0} BLOOD MARKERS the target has left to spend</source>
        <translation>al massimo i {0} SEGNALINI SANGUE che il bersaglio ha ancora da spendere</translation>
    </message>
    <message>
        <source>for a BLAST: nothing is spent on several models at once</source>
        <translation>per un&apos;ESPLOSIONE: non si spende nulla su più modelli alla volta</translation>
    </message>
    <message>
        <source>a name of {0} to {1} characters</source>
        <translation>un nome da {0} a {1} caratteri</translation>
    </message>
    <message>
        <source>a name not used earlier in the list</source>
        <translation>un nome non già usato prima nella lista</translation>
    </message>
    <message>
        <source>in a comparison: the policy decides what is spent</source>
        <translation>in un confronto: la strategia decide cosa spendere</translation>
    </message>
    <message>
        <source>false: FEAR belongs to the targets of a comparison</source>
        <translation>false: PAURA appartiene ai bersagli di un confronto</translation>
    </message>
    <message>
        <source>ranged: this is a shot into a melee</source>
        <translation>ranged: si sta sparando in mischia</translation>
    </message>
    <message>
        <source>when shooting into melee: the victim is not known in advance</source>
        <translation>quando si spara in mischia: la vittima non è nota in anticipo</translation>
    </message>
    <message>
        <source>a list of {0} to {1} entries is required</source>
        <translation>è richiesta una lista da {0} a {1} elementi</translation>
    </message>
    <message>
        <source>only the keys {0}</source>
        <translation>solo le chiavi {0}</translation>
    </message>
    <message>
        <source>the net of {0} for this attack, {1}</source>
        <translation>il netto di {0} per questo attacco, {1}</translation>
    </message>
    <message>
        <source>a whole number from {0} to {1} for this attack (the target&apos;s FEAR counts in it)</source>
        <translation>un numero intero da {0} a {1} per questo attacco (la PAURA del bersaglio vi è compresa)</translation>
    </message>
    <message>
        <source>in a sequence: the policy decides what is spent, and BLESSING MARKERS are not tracked</source>
        <translation>in una sequenza: la strategia decide cosa spendere, e i SEGNALINI BENEDIZIONE non sono tracciati</translation>
    </message>
    <message>
        <source>melee when an off-hand weapon is given</source>
        <translation>melee quando è indicata un&apos;arma secondaria</translation>
    </message>
    <message>
        <source>melee: the off-hand weapon is a second melee ACTION</source>
        <translation>melee: l&apos;arma secondaria è una seconda AZIONE in mischia</translation>
    </message>
    <message>
        <source>true, as for the main attack: FEAR belongs to the target</source>
        <translation>true, come per l&apos;attacco principale: PAURA appartiene al bersaglio</translation>
    </message>
    <message>
        <source>false: this attack cannot roll a Critical Hit</source>
        <translation>false: questo attacco non può ottenere un Colpo Critico</translation>
    </message>
    <message>
        <source>standing or down: an Out of Action target takes no attack</source>
        <translation>standing o down: un bersaglio Fuori Combattimento non subisce attacchi</translation>
    </message>
    <message>
        <source>an enemy model, enemy vehicle, terrain piece or friendly model</source>
        <translation>un modello nemico, un veicolo nemico, un elemento scenico o un modello amico</translation>
    </message>
    <message>
        <source>a set of {0}</source>
        <translation>un insieme tra {0}</translation>
    </message>
    <message>
        <source>a list of {0} to {1} member PCs</source>
        <translation>una lista da {0} a {1} PC dei membri</translation>
    </message>
    <message>
        <source>the format version, {0}, is required</source>
        <translation>è richiesta la versione del formato, {0}</translation>
    </message>
    <message>
        <source>format {0} is newer than this Companion reads ({1}); update Companion</source>
        <translation>il formato {0} è più recente di quello che questo Companion legge ({1}); aggiorna Companion</translation>
    </message>
    <message>
        <source>every table of round {0} needs a result before round {1} is paired</source>
        <translation>ogni tavolo del round {0} deve avere un risultato prima di abbinare il round {1}</translation>
    </message>
    <message>
        <source>at least two players who play in round {0}</source>
        <translation>almeno due giocatori che giocano nel round {0}</translation>
    </message>
    <message>
        <source>a player of round {0}</source>
        <translation>un giocatore del round {0}</translation>
    </message>
    <message>
        <source>a table without a result: table {0} has one</source>
        <translation>un tavolo senza risultato: il tavolo {0} ne ha già uno</translation>
    </message>
    <message>
        <source>a table number of 1 or more; {0} has table {1}</source>
        <translation>un numero di tavolo da 1 in su; {0} ha il tavolo {1}</translation>
    </message>
    <message>
        <source>a table from 1 to {0} (the event&apos;s table count); {1} has table {2}</source>
        <translation>un tavolo da 1 a {0} (i tavoli dell&apos;evento); {1} ha il tavolo {2}</translation>
    </message>
    <message>
        <source>one player per fixed table: {0} and {1} both have table {2}</source>
        <translation>un giocatore per tavolo fisso: {0} e {1} hanno entrambi il tavolo {2}</translation>
    </message>
    <message>
        <source>at least {0} tables for {0} pairs</source>
        <translation>almeno {0} tavoli per {0} coppie</translation>
    </message>
    <message>
        <source>at most {0} players with a fixed table in a round of {0} tables</source>
        <translation>al massimo {0} giocatori con un tavolo fisso in un round di {0} tavoli</translation>
    </message>
    <message>
        <source>an exact number of victory points, 0 or more</source>
        <translation>un numero esatto di Punti Vittoria, 0 o più</translation>
    </message>
    <message>
        <source>two victory point totals, one per player</source>
        <translation>due totali di Punti Vittoria, uno per giocatore</translation>
    </message>
    <message>
        <source>the conceding player&apos;s place at the table, {0} or {1}, or none</source>
        <translation>il posto al tavolo del giocatore che concede, {0} o {1}, oppure nessuno</translation>
    </message>
    <message>
        <source>a whole number above 0: this game&apos;s draws are within a share of the points limit</source>
        <translation>un numero intero maggiore di 0: in questo gioco il pareggio è entro una quota del formato</translation>
    </message>
    <message>
        <source>at least one player</source>
        <translation>almeno un giocatore</translation>
    </message>
    <message>
        <source>a round from {0} to {1}</source>
        <translation>un round da {0} a {1}</translation>
    </message>
    <message>
        <source>a round number of at least 1</source>
        <translation>un numero di round da 1 in su</translation>
    </message>
    <message>
        <source>a table number of at least 1</source>
        <translation>un numero di tavolo da 1 in su</translation>
    </message>
    <message>
        <source>a table from 1 to {0}</source>
        <translation>un tavolo da 1 a {0}</translation>
    </message>
    <message>
        <source>a faction&apos;s name with at least one visible character</source>
        <translation>un nome di fazione con almeno un carattere visibile</translation>
    </message>
    <message>
        <source>a faction a player has ({0})</source>
        <translation>una fazione che un giocatore ha ({0})</translation>
    </message>
    <message>
        <source>a name no other player has ({0} is in the event)</source>
        <translation>un nome che nessun altro giocatore ha ({0} è nell&apos;evento)</translation>
    </message>
    <message>
        <source>the event needs a name</source>
        <translation>l&apos;evento deve avere un nome</translation>
    </message>
    <message>
        <source>a name with at least one visible character</source>
        <translation>un nome con almeno un carattere visibile</translation>
    </message>
    <message>
        <source>a {0} event needs a points limit</source>
        <translation>un evento di {0} richiede un formato</translation>
    </message>
    <message>
        <source>a whole number of at least 1</source>
        <translation>un numero intero da 1 in su</translation>
    </message>
    <message>
        <source>a whole number of at least {0}</source>
        <translation>un numero intero da {0} in su</translation>
    </message>
    <message>
        <source>each of {0} at most once</source>
        <translation>ciascuno tra {0} al massimo una volta</translation>
    </message>
    <message>
        <source>text in UTF-8: it holds bytes that are not</source>
        <translation>testo in UTF-8: contiene byte che non lo sono</translation>
    </message>
    <message>
        <source>text without control characters (such as a terminal&apos;s escape sequences or NUL)</source>
        <translation>testo senza caratteri di controllo (come le sequenze di escape di un terminale o NUL)</translation>
    </message>
    <message>
        <source>at most {0} characters</source>
        <translation>al massimo {0} caratteri</translation>
    </message>
    <message>
        <source>a number from 0 to {0}, in steps no finer than 1/{1}</source>
        <translation>un numero da 0 a {0}, a passi non più fini di 1/{1}</translation>
    </message>
    <message>
        <source>a number with too many digits to show</source>
        <translation>un numero con troppe cifre da mostrare</translation>
    </message>
    <message>
        <source>an exact number of at least 0</source>
        <translation>un numero esatto, 0 o più</translation>
    </message>
    <message>
        <source>bands in increasing order of VP difference, only the last one open-ended</source>
        <translation>fasce in ordine crescente di differenza di PV, solo l&apos;ultima senza limite</translation>
    </message>
    <message>
        <source>player ids (whole numbers)</source>
        <translation>identificativi di giocatori (numeri interi)</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>un giocatore deve avere un nome</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>non può essere vuoto</translation>
    </message>
    <message>
        <source>at least 1 to remove a Contamination token</source>
        <translation>almeno 1 per rimuovere un segnalino Contaminazione</translation>
    </message>
    <message>
        <source>left out when contaminated_models is given</source>
        <translation>da omettere quando è indicato contaminated_models</translation>
    </message>
    <message>
        <source>a paired round: no round has been paired yet</source>
        <translation>un round abbinato: nessun round è ancora stato abbinato</translation>
    </message>
    <message>
        <source>a paired round, from {0} to {1}</source>
        <translation>un round abbinato, da {0} a {1}</translation>
    </message>
    <message>
        <source>an exact number such as 180, 22.5, 22,5 or 45/2</source>
        <translation>un numero esatto come 180, 22.5, 22,5 o 45/2</translation>
    </message>
    <message>
        <source>only checked-in players can be paired: the event&apos;s settings require check-in</source>
        <translation>si possono abbinare solo i giocatori presenti: le impostazioni dell&apos;evento richiedono di registrare l’arrivo</translation>
    </message>
    <message>
        <source>a text of 1 to {0} characters</source>
        <translation>un testo da 1 a {0} caratteri</translation>
    </message>
    <message>
        <source>{0} to {1} digits, or none</source>
        <translation>da {0} a {1} cifre, o nessuno</translation>
    </message>
    <message>
        <source>a web address</source>
        <translation>un indirizzo web</translation>
    </message>
    <message>
        <source>a whole number of minutes from {0} to {1}</source>
        <translation>un numero intero di minuti da {0} a {1}</translation>
    </message>
    <message>
        <source>the name of a player at the table, or none</source>
        <translation>il nome di un giocatore del tavolo, o nessuno</translation>
    </message>
    <message>
        <source>the name of a player at the table ({0} or {1}), or none</source>
        <translation>il nome di un giocatore del tavolo ({0} o {1}), o nessuno</translation>
    </message>
    <message>
        <source>the round&apos;s length in minutes</source>
        <translation>la durata del turno in minuti</translation>
    </message>
    <message>
        <source>the minutes to add</source>
        <translation>i minuti da aggiungere</translation>
    </message>
    <message>
        <source>{0} is in the tiebreak order exactly when it is used as a tiebreak</source>
        <translation>{0} è tra gli spareggi solo quando è usato come spareggio</translation>
    </message>
    <message>
        <source>an exact number other than 0, such as -1, 2 or 1,5</source>
        <translation>un numero esatto diverso da 0, come -1, 2 o 1,5</translation>
    </message>
    <message>
        <source>a number from -{0} to {0}, other than 0, in steps no finer than 1/{1}</source>
        <translation>un numero da -{0} a {0}, diverso da 0, a passi non più fini di 1/{1}</translation>
    </message>
    <message>
        <source>a reason for the points, such as &quot;late list&quot;</source>
        <translation>un motivo per i punti, come &quot;lista in ritardo&quot;</translation>
    </message>
    <message>
        <source>0 (the whole event) or a paired round, up to {0}</source>
        <translation>0 (tutto l&apos;evento) o un turno abbinato, fino a {0}</translation>
    </message>
    <message>
        <source>painting is one score for the whole event: no round</source>
        <translation>la pittura è un punteggio per tutto l&apos;evento: nessun turno</translation>
    </message>
    <message>
        <source>a table of the round</source>
        <translation>un tavolo del round</translation>
    </message>
    <message>
        <source>the address the phones reach: the event has not been served to the phones yet</source>
        <translation>l&apos;indirizzo a cui arrivano i telefoni: l&apos;evento non è ancora stato servito ai telefoni</translation>
    </message>
    <message>
        <source>a player with a personal link: none has one</source>
        <translation>un giocatore con un link personale: nessuno ne ha uno</translation>
    </message>
    <message>
        <source>a choice the ritual allows at this step</source>
        <translation>una scelta che il rituale ammette a questo passo</translation>
    </message>
    <message>
        <source>no step: the ritual is over</source>
        <translation>nessun passo: il rituale è finito</translation>
    </message>
    <message>
        <source>a name of 1 to {0} characters, different from the others on its side</source>
        <translation>un nome da 1 a {0} caratteri, diverso dagli altri della sua squadra</translation>
    </message>
    <message>
        <source>{0} to {1} players a side</source>
        <translation>da {0} a {1} giocatori per squadra</translation>
    </message>
    <message>
        <source>as many players as ours ({0})</source>
        <translation>tanti giocatori quanti i nostri ({0})</translation>
    </message>
    <message>
        <source>{0} rows of {0} scores</source>
        <translation>{0} righe di {0} punteggi</translation>
    </message>
    <message>
        <source>{0} scores</source>
        <translation>{0} punteggi</translation>
    </message>
</context>
<context>
    <name>KeepBallPanel</name>
    <message>
        <source>Knocked down</source>
        <translation>Steso</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Ucciso</translation>
    </message>
    <message>
        <source>Dismounted</source>
        <translation>Disarcionato</translation>
    </message>
    <message>
        <source>Fell while climbing or jumping</source>
        <translation>Caduto scalando o saltando</translation>
    </message>
    <message>
        <source>Wall of the Bruinen</source>
        <translation>Muro del Bruinen</translation>
    </message>
    <message>
        <source>Touch of the Palantír</source>
        <translation>Tocco del Palantír</translation>
    </message>
    <message>
        <source>C&amp;ause</source>
        <translation>Ca&amp;usa</translation>
    </message>
    <message>
        <source>Carrier&apos;s C&amp;ourage</source>
        <translation>Coraggio del &amp;portatore</translation>
    </message>
    <message>
        <source>E&amp;ye of Mordor (+3 Courage)</source>
        <translation>L&apos;Occhio ci &amp;guarda (+3 Coraggio)</translation>
    </message>
    <message>
        <source>Keeps the ball</source>
        <translation>Tiene la palla</translation>
    </message>
    <message>
        <source>Loses the ball</source>
        <translation>Perde la palla</translation>
    </message>
    <message>
        <source>    drops it (1–2)</source>
        <translation>    la lascia cadere (1–2)</translation>
    </message>
    <message>
        <source>    S1 hit, random D6″ throw (3–4)</source>
        <translation>    colpo a Forza 1, lancio casuale di D6″ (3–4)</translation>
    </message>
    <message>
        <source>    opponent throws it, S2 hit (5–6)</source>
        <translation>    l&apos;avversario la lancia, colpo a Forza 2 (5–6)</translation>
    </message>
    <message>
        <source>A Courage test (2D6 + Courage ≥ 10), rolled even where the model would normally pass automatically; a failure bounces the ball D3″.</source>
        <translation>Un test di Coraggio (2D6 + Coraggio ≥ 10), tirato anche quando il modello lo supererebbe normalmente in automatico; se fallisce, la palla rimbalza di D3″.</translation>
    </message>
    <message>
        <source>The carrier tests Courage with 3 dice, discarding the highest.</source>
        <translation>Il portatore testa il Coraggio con 3 dadi, scartando il più alto.</translation>
    </message>
    <message>
        <source>Courage with 3 dice, discarding the highest. Interpretation: a carrier who passes keeps the ball (at half Move and −1 to throw).</source>
        <translation>Coraggio con 3 dadi, scartando il più alto. Interpretazione: un portatore che lo supera tiene la palla (a metà Movimento e con −1 al lancio).</translation>
    </message>
    <message>
        <source>The ball always bounces D3″.</source>
        <translation>La palla rimbalza sempre di D3″.</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>No result yet.</source>
        <translation>Ancora nessun risultato.</translation>
    </message>
    <message>
        <source>%1: from %2 at %3 to %4 at %5, highest %6 at %7.</source>
        <translation>%1: da %2 a %3 fino a %4 a %5, il massimo %6 a %7.</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>by change %1</source>
        <translation>dalla modifica %1</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>Postazione</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Annullata</translation>
    </message>
</context>
<context>
    <name>LogPage</name>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Log of changes</source>
        <translation>Registro delle modifiche</translation>
    </message>
    <message>
        <source>&amp;Undo the latest change</source>
        <translation>&amp;Annulla l’ultima modifica</translation>
    </message>
    <message>
        <source>&amp;Undo change %1 (this desk&apos;s): %2</source>
        <translation>A&amp;nnulla la modifica %1 (di questa postazione): %2</translation>
    </message>
    <message>
        <source>&amp;Undo change %1 (by %2): %3</source>
        <translation>A&amp;nnulla la modifica %1 (di %2): %3</translation>
    </message>
    <message>
        <source>Undo change %1 (%2, by this desk, %3)?

%4</source>
        <translation>Annullare la modifica %1 (%2, di questa postazione, %3)?

%4</translation>
    </message>
    <message>
        <source>Undo another desk&apos;s change?</source>
        <translation>Annullare la modifica di un’altra postazione?</translation>
    </message>
    <message>
        <source>Change %1 was made by %2 (%3), not by this desk (%4). Undo it?

%5</source>
        <translation>La modifica %1 è stata fatta da %2 (%3), non da questa postazione (%4). Annullarla?

%5</translation>
    </message>
    <message>
        <source>Undone: change %1, %2</source>
        <translation>Annullata la modifica %1, %2</translation>
    </message>
    <message>
        <source>Not undone: %1.</source>
        <translation>Non annullato: %1.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>Lustria</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
</context>
<context>
    <name>LustriaEncounter</name>
    <message>
        <source>Native Curse</source>
        <translation>Maledizione Indigena</translation>
    </message>
    <message>
        <source>Madcap Fungi Spore Cloud</source>
        <translation>Nube di Spore dei Funghi Pazzi</translation>
    </message>
    <message>
        <source>Swarm</source>
        <translation>Sciame</translation>
    </message>
    <message>
        <source>All is Well</source>
        <translation>Tutto Tranquillo</translation>
    </message>
    <message>
        <source>Carnivorous Plant</source>
        <translation>Pianta Carnivora</translation>
    </message>
    <message>
        <source>Lashworm Attack</source>
        <translation>Attacco del Verme Frusta</translation>
    </message>
    <message>
        <source>Quicksand</source>
        <translation>Sabbie Mobili</translation>
    </message>
    <message>
        <source>Native Trap</source>
        <translation>Trappola Indigena</translation>
    </message>
</context>
<context>
    <name>LustriaTab</name>
    <message>
        <source>Lustria</source>
        <translation>Lustria</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>Encounters</source>
        <translation>Incontri</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Riepilogo</translation>
    </message>
</context>
<context>
    <name>MainMenu</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Apri scenario…</translation>
    </message>
    <message>
        <source>&amp;Save scenario…</source>
        <translation>Sa&amp;lva scenario…</translation>
    </message>
    <message>
        <source>E&amp;xport charts as PNG…</source>
        <translation>Esporta grafici come &amp;PNG…</translation>
    </message>
    <message>
        <source>Export c&amp;harts as SVG…</source>
        <translation>Esporta gra&amp;fici come SVG…</translation>
    </message>
    <message>
        <source>Export results as &amp;CSV…</source>
        <translation>Esporta risultati come &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Segui il &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Chiaro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>Sc&amp;uro</translation>
    </message>
    <message>
        <source>&amp;Large text</source>
        <translation>Testo &amp;grande</translation>
    </message>
    <message>
        <source>&amp;Reset this form</source>
        <translation>&amp;Reimposta questo modulo</translation>
    </message>
    <message>
        <source>Reset &amp;all to defaults</source>
        <translation>Reimposta tutto ai v&amp;alori predefiniti</translation>
    </message>
    <message>
        <source>&amp;Undo reset</source>
        <translation>Annulla la r&amp;eimpostazione</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>&amp;About Companion</source>
        <translation>&amp;Informazioni su Companion</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Companion</source>
        <translation>Companion</translation>
    </message>
    <message>
        <source>Companion scenarios (*%1);;JSON files (*.json);;All files (*)</source>
        <translation>Scenari Companion (*%1);;File JSON (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Apri scenario</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Impossibile aprire lo scenario</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Salva scenario</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Salvato in %1.</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Impossibile salvare lo scenario</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Disegni SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Esporta grafici</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n chart(s): %1</source>
        <translation>
            <numerusform>Esportato %n grafico: %1</numerusform>
            <numerusform>Esportati %n grafici: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Impossibile esportare</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Esporta risultati</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported the results to %1.</source>
        <translation>Risultati esportati in %1.</translation>
    </message>
    <message>
        <source>Companion %1
Exact probability calculators for tabletop wargames.

Qt %2 · PySide6 %3 · pyqtgraph %4 · icepool %5</source>
        <translation>Companion %1
Calcolatori di probabilità esatte per wargame da tavolo.

Qt %2 · PySide6 %3 · pyqtgraph %4 · icepool %5</translation>
    </message>
    <message>
        <source>Preferences not saved</source>
        <translation>Preferenze non salvate</translation>
    </message>
    <message>
        <source>Companion cannot write its preferences to %1; they will not be remembered.</source>
        <translation>Companion non riesce a scrivere le sue preferenze in %1; non verranno ricordate.</translation>
    </message>
</context>
<context>
    <name>MatchFileHelper</name>
    <message>
        <source>Import the &amp;match-tracker file…</source>
        <translation>Importa il file della &amp;partita…</translation>
    </message>
    <message>
        <source>Import a match</source>
        <translation>Importa una partita</translation>
    </message>
    <message>
        <source>Companion scenarios (*.companion *.json);;All files (*)</source>
        <translation>Scenari di Companion (*.companion *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Not a match file: %1</source>
        <translation>Non è un file di partita: %1</translation>
    </message>
    <message>
        <source>%1 is a %2 %3 scenario, not a Ringball match</source>
        <translation>%1 è uno scenario %2 %3, non una partita di Ringball</translation>
    </message>
    <message>
        <source>The match in %1 is not over (turn %2). Take its VP as the result?</source>
        <translation>La partita in %1 non è finita (turno %2). Prendere i suoi PV come risultato?</translation>
    </message>
    <message>
        <source>The match is not over</source>
        <translation>La partita non è finita</translation>
    </message>
    <message>
        <source>The match&apos;s VP are in the form: check them, then save the result.</source>
        <translation>I PV della partita sono nel modulo: controllali, poi salva il risultato.</translation>
    </message>
    <message>
        <source>The match&apos;s sides (%1, %2) are not this table&apos;s players: the first side&apos;s VP went to %3. Check them before saving.</source>
        <translation>Le squadre della partita (%1, %2) non sono i giocatori di questo tavolo: i PV della prima sono andati a %3. Controllali prima di salvare.</translation>
    </message>
</context>
<context>
    <name>MatchPanel</name>
    <message>
        <source>Side %1</source>
        <translation>Squadra %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>Starting models</source>
        <translation>Modelli iniziali</translation>
    </message>
    <message>
        <source>&amp;Starting models</source>
        <translation>Modelli &amp;iniziali</translation>
    </message>
    <message>
        <source>Steal (+1)</source>
        <translation>Ruba la palla (+1)</translation>
    </message>
    <message>
        <source>Ball ends in the enemy zone (+2)</source>
        <translation>La palla finisce nella zona nemica (+2)</translation>
    </message>
    <message>
        <source>Carrier enters the enemy zone (+5)</source>
        <translation>Il portatore entra nella zona nemica (+5)</translation>
    </message>
    <message>
        <source>Not cumulative with the 2 for the ball in the zone.</source>
        <translation>Non cumulabile con i 2 per la palla nella zona.</translation>
    </message>
    <message>
        <source>Throws the ball</source>
        <translation>Lancia la palla</translation>
    </message>
    <message>
        <source>One throw per side per turn.</source>
        <translation>Un lancio per squadra per turno.</translation>
    </message>
    <message>
        <source>Models lost by side %1</source>
        <translation>Modelli persi dalla squadra %1</translation>
    </message>
    <message>
        <source>Models lost</source>
        <translation>Modelli persi</translation>
    </message>
    <message>
        <source>Captain ability of side %1</source>
        <translation>Abilità del capitano della squadra %1</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Usa</translation>
    </message>
    <message>
        <source>Each side uses one offensive and one defensive captain ability per game.</source>
        <translation>Ogni squadra usa un&apos;abilità del capitano offensiva e una difensiva per partita.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Fine &amp;turno</translation>
    </message>
    <message>
        <source>End the &amp;game</source>
        <translation>Termina la &amp;partita</translation>
    </message>
    <message>
        <source>The players stop here; a side whose enemy is broken scores 3.</source>
        <translation>I giocatori si fermano qui; una squadra il cui nemico è in Rotta segna 3.</translation>
    </message>
    <message>
        <source>Victory Points: 1 per steal, 2 each time the ball ends in the enemy deployment zone, 5 when the carrier enters it (instead of the 2), 3 at the end if the enemy is broken (has lost half or more of its models). The game ends at the end of the turn in which a side drops below 25% of its starting models.</source>
        <translation>Punti Vittoria: 1 per ogni palla rubata, 2 ogni volta che la palla finisce nella zona di schieramento nemica, 5 quando il portatore vi entra (invece dei 2), 3 alla fine se il nemico è in Rotta (ha perso metà o più dei suoi modelli). La partita termina alla fine del turno in cui una squadra scende sotto il 25% dei suoi modelli iniziali.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Registro dei turni</translation>
    </message>
    <message>
        <source>&amp;Undo last event</source>
        <translation>Annulla &amp;ultimo evento</translation>
    </message>
    <message>
        <source>%1 (offensive)</source>
        <translation>%1 (offensiva)</translation>
    </message>
    <message>
        <source>%1 (defensive)</source>
        <translation>%1 (difensiva)</translation>
    </message>
    <message>
        <source>Light of Eärendil</source>
        <translation>Luce di Eärendil</translation>
    </message>
    <message>
        <source>Wall of the Bruinen</source>
        <translation>Muro del Bruinen</translation>
    </message>
    <message>
        <source>Underground throw</source>
        <translation>Lancio sotterraneo</translation>
    </message>
    <message>
        <source>Run to Isengard</source>
        <translation>Stanno portando la palla a Isengard</translation>
    </message>
    <message>
        <source>Touch of the Palantír</source>
        <translation>Tocco del Palantír</translation>
    </message>
    <message>
        <source>Explosive ball</source>
        <translation>Esplosione</translation>
    </message>
    <message>
        <source>Eye of Mordor</source>
        <translation>L&apos;Occhio ci guarda</translation>
    </message>
    <message>
        <source>Troll breakthrough</source>
        <translation>Sfondamento</translation>
    </message>
    <message>
        <source>Winged Creatures</source>
        <translation>Attacco delle Creature Alate</translation>
    </message>
    <message>
        <source>Another offensive ability</source>
        <translation>Altra abilità offensiva</translation>
    </message>
    <message>
        <source>Another defensive ability</source>
        <translation>Altra abilità difensiva</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Punti Vittoria</translation>
    </message>
    <message>
        <source>Steals (1 each)</source>
        <translation>Palle rubate (1 ciascuna)</translation>
    </message>
    <message>
        <source>Ball in the enemy zone (2 each)</source>
        <translation>Palla nella zona nemica (2 ogni volta)</translation>
    </message>
    <message>
        <source>Carrier in the enemy zone (5 each)</source>
        <translation>Portatore nella zona nemica (5 ogni volta)</translation>
    </message>
    <message>
        <source>Enemy broken at the end (3)</source>
        <translation>Nemico in Rotta alla fine (3)</translation>
    </message>
    <message>
        <source>Models left</source>
        <translation>Modelli rimasti</translation>
    </message>
    <message>
        <source>Broken (half or more lost)</source>
        <translation>In Rotta (persa metà o più)</translation>
    </message>
    <message>
        <source>Below 25% of its models</source>
        <translation>Sotto il 25% dei modelli</translation>
    </message>
    <message>
        <source>Has thrown this turn</source>
        <translation>Ha lanciato in questo turno</translation>
    </message>
    <message>
        <source>Offensive captain ability</source>
        <translation>Abilità offensiva del capitano</translation>
    </message>
    <message>
        <source>Defensive captain ability</source>
        <translation>Abilità difensiva del capitano</translation>
    </message>
    <message>
        <source>%1 steals the ball</source>
        <translation>%1 ruba la palla</translation>
    </message>
    <message>
        <source>%1: the ball ends in the enemy zone</source>
        <translation>%1: la palla finisce nella zona nemica</translation>
    </message>
    <message>
        <source>%1: the carrier enters the enemy zone</source>
        <translation>%1: il portatore entra nella zona nemica</translation>
    </message>
    <message>
        <source>%1 throws the ball</source>
        <translation>%1 lancia la palla</translation>
    </message>
    <message>
        <source>End of the turn</source>
        <translation>Fine del turno</translation>
    </message>
    <message>
        <source>The players end the game</source>
        <translation>I giocatori terminano la partita</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n model(s)</source>
        <translation>
            <numerusform>%1 perde %n modello</numerusform>
            <numerusform>%1 perde %n modelli</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses %2</source>
        <translation>%1 usa %2</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Turno %1 · %2</translation>
    </message>
    <message>
        <source>(+%1)</source>
        <translation>(+%1)</translation>
    </message>
    <message>
        <source>Fix the sides first: %1</source>
        <translation>Prima correggi le squadre: %1</translation>
    </message>
    <message>
        <source>The game is over: undo the last event to go on.</source>
        <translation>La partita è finita: annulla l&apos;ultimo evento per continuare.</translation>
    </message>
    <message>
        <source>%1 has already thrown this turn.</source>
        <translation>%1 ha già lanciato in questo turno.</translation>
    </message>
    <message>
        <source>%1 has already used its offensive captain ability.</source>
        <translation>%1 ha già usato la sua abilità offensiva del capitano.</translation>
    </message>
    <message>
        <source>%1 has already used its defensive captain ability.</source>
        <translation>%1 ha già usato la sua abilità difensiva del capitano.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has only %n model(s) left.</source>
        <translation>
            <numerusform>A %1 resta solo %n modello.</numerusform>
            <numerusform>A %1 restano solo %n modelli.</numerusform>
        </translation>
    </message>
    <message>
        <source>A side is below 25% of its starting models: the game ends at the end of this turn.</source>
        <translation>Una squadra è sotto il 25% dei suoi modelli iniziali: la partita termina alla fine di questo turno.</translation>
    </message>
    <message>
        <source>Game over after turn %1: a draw, %2 all.</source>
        <translation>Partita finita dopo il turno %1: pareggio, %2 pari.</translation>
    </message>
    <message>
        <source>Game over after turn %1: %2 wins %3 to %4.</source>
        <translation>Partita finita dopo il turno %1: %2 vince %3 a %4.</translation>
    </message>
    <message>
        <source>Turn %1: level at %2.</source>
        <translation>Turno %1: parità a %2.</translation>
    </message>
    <message>
        <source>Turn %1: %2 leads %3 to %4.</source>
        <translation>Turno %1: %2 conduce %3 a %4.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>non usata</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
</context>
<context>
    <name>MatrixFileError</name>
    <message>
        <source>the file is empty: the first row holds their players&apos; names</source>
        <translation>il file è vuoto: la prima riga contiene i nomi dei loro giocatori</translation>
    </message>
    <message>
        <source>not text in UTF-8 (a byte {0} cannot be read)</source>
        <translation>non è testo UTF-8 (un byte {0} non si può leggere)</translation>
    </message>
    <message>
        <source>their players&apos; names: {0} to {1} after the first cell (found {2})</source>
        <translation>i nomi dei loro giocatori: da {0} a {1} dopo la prima cella (trovati {2})</translation>
    </message>
    <message>
        <source>more than {0} players: a team has {1} to {0}</source>
        <translation>più di {0} giocatori: una squadra ne ha da {1} a {0}</translation>
    </message>
    <message>
        <source>a player&apos;s name is empty</source>
        <translation>il nome di un giocatore è vuoto</translation>
    </message>
    <message>
        <source>a name of at most {0} characters (got {1})</source>
        <translation>un nome di al massimo {0} caratteri (trovati {1})</translation>
    </message>
    <message>
        <source>the name “{0}” is used twice on this side (also row {1}, column {2})</source>
        <translation>il nome «{0}» è usato due volte in questa squadra (anche riga {1}, colonna {2})</translation>
    </message>
    <message>
        <source>not a number: “{0}” (a number from 0 to 20 with a decimal point)</source>
        <translation>non è un numero: «{0}» (un numero da 0 a 20 con il punto decimale)</translation>
    </message>
    <message>
        <source>{0} is outside 0 to 20</source>
        <translation>{0} è fuori da 0–20</translation>
    </message>
    <message>
        <source>not square: a score is missing ({0} of the {1} the first row needs)</source>
        <translation>non quadrata: manca un punteggio ({0} dei {1} che la prima riga richiede)</translation>
    </message>
    <message>
        <source>not square: a score past the {0} players the first row names</source>
        <translation>non quadrata: un punteggio oltre i {0} giocatori nominati nella prima riga</translation>
    </message>
    <message>
        <source>not square: {0} rows of our players, the first row names {1} of theirs</source>
        <translation>non quadrata: {0} righe dei nostri giocatori, la prima riga ne nomina {1} dei loro</translation>
    </message>
    <message>
        <source>not square: a row past {0} of ours (the first row names {0} of theirs)</source>
        <translation>non quadrata: una riga oltre i nostri {0} (la prima riga nomina {0} dei loro)</translation>
    </message>
</context>
<context>
    <name>MatrixModel</name>
    <message>
        <source>(no faction)</source>
        <translation>(nessuna fazione)</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>vs %1</source>
        <translation>vs %1</translation>
    </message>
    <message>
        <source>%1 never met %2</source>
        <translation>%1 non ha mai incontrato %2</translation>
    </message>
    <message>
        <source>%1 against itself (mirror matches, each side counted): %2 wins, %3 draws, %4 losses</source>
        <translation>%1 contro sé stessa (partite speculari, contato ogni lato): vittorie %2, pareggi %3, sconfitte %4</translation>
    </message>
    <message>
        <source>%1 against %2: %3 wins, %4 draws, %5 losses</source>
        <translation>%1 contro %2: vittorie %3, pareggi %4, sconfitte %5</translation>
    </message>
</context>
<context>
    <name>MeleeShotPanel</name>
    <message>
        <source>Enemy: the target (a D6 of 4-6)</source>
        <translation>Nemico: il bersaglio (un D6 di 4-6)</translation>
    </message>
    <message>
        <source>Friend within 1&quot; of the target (a D6 of 1-3)</source>
        <translation>Amico entro 1&quot; dal bersaglio (un D6 di 1-3)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Outcome of the shot</source>
        <translation>Esito del colpo</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>Before the success roll a D6 picks the victim: 1-3 a random friend within 1&quot; of the target, 4-6 a random enemy within 1&quot; (possibly the target).</source>
        <translation>Prima del tiro per colpire un D6 sceglie la vittima: 1-3 un amico a caso entro 1&quot; dal bersaglio, 4-6 un nemico a caso entro 1&quot; (eventualmente il bersaglio stesso).</translation>
    </message>
    <message>
        <source>Our reading: the two profiles stand for the models at risk, and the same attack applies to whichever the D6 picks. The chart shows P(the D6 picks that model and this is the outcome).</source>
        <translation>Nostra lettura: i due profili rappresentano i modelli a rischio, e lo stesso attacco si applica a quello scelto dal D6. Il grafico mostra P(il D6 sceglie quel modello e questo è l&apos;esito).</translation>
    </message>
    <message>
        <source>The D6 picks the friend</source>
        <translation>Il D6 sceglie l&apos;amico</translation>
    </message>
    <message>
        <source>Hitting the friend</source>
        <translation>Amico colpito</translation>
    </message>
    <message>
        <source>Friend Out of Action</source>
        <translation>Amico Fuori Combattimento</translation>
    </message>
    <message>
        <source>Hitting the enemy</source>
        <translation>Nemico colpito</translation>
    </message>
    <message>
        <source>Enemy Out of Action</source>
        <translation>Nemico Fuori Combattimento</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Amico</translation>
    </message>
    <message>
        <source>Enemy</source>
        <translation>Nemico</translation>
    </message>
</context>
<context>
    <name>MessageLine</name>
    <message>
        <source>Not saved yet: the event&apos;s database does not answer. It is saved as soon as the database answers again.</source>
        <translation>Non ancora salvato: il database dell’evento non risponde. Viene salvato appena il database risponde di nuovo.</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New event</source>
        <translation>Nuovo evento</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;Points limit</source>
        <translation>&amp;Formato</translation>
    </message>
    <message>
        <source>The army size of the event; Warzone needs one.</source>
        <translation>La dimensione delle armate dell’evento; Warzone ne ha bisogno.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>&amp;Rounds planned</source>
        <translation>&amp;Round previsti</translation>
    </message>
    <message>
        <source>How many rounds to pair; the Event page changes it later, and an extra round can always be paired.</source>
        <translation>Quanti round abbinare; si cambia poi nella pagina Evento, e si può sempre abbinare un round in più.</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Data</translation>
    </message>
    <message>
        <source>The event is kept in this file; every change is saved in it at once.</source>
        <translation>L’evento è tenuto in questo file; ogni modifica vi è salvata subito.</translation>
    </message>
    <message>
        <source>&amp;File name</source>
        <translation>Nome del f&amp;ile</translation>
    </message>
    <message>
        <source>In the f&amp;older</source>
        <translation>Nella car&amp;tella</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>S&amp;foglia…</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Crea</translation>
    </message>
    <message>
        <source>Companion events (*%1)</source>
        <translation>Eventi di Companion (*%1)</translation>
    </message>
    <message>
        <source>Choose the file to keep the event in.</source>
        <translation>Scegli il file in cui tenere l’evento.</translation>
    </message>
    <message>
        <source>%1 already exists: choose another name (an event file is never replaced).</source>
        <translation>%1 esiste già: scegli un altro nome (un file di evento non viene mai sostituito).</translation>
    </message>
</context>
<context>
    <name>PairingView</name>
    <message>
        <source>R&amp;ound</source>
        <translation>R&amp;ound</translation>
    </message>
    <message>
        <source>&amp;Pair the next round…</source>
        <translation>Abbina &amp;il prossimo round…</translation>
    </message>
    <message>
        <source>&amp;Re-pair this round…</source>
        <translation>&amp;Riabbina questo round…</translation>
    </message>
    <message>
        <source>Pair the current round again, while none of its tables has a result (after a late arrival or a drop).</source>
        <translation>Abbina di nuovo il round in corso, finché nessun suo tavolo ha un risultato (dopo un arrivo tardivo o un ritiro).</translation>
    </message>
    <message>
        <source>P&amp;ublish this pairing</source>
        <translation>P&amp;ubblica questo abbinamento</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Scarta</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 di %2</translation>
    </message>
    <message>
        <source>The event changed since this pairing was made: it is being paired again.</source>
        <translation>L’evento è cambiato da quando è stato fatto questo abbinamento: si sta abbinando di nuovo.</translation>
    </message>
    <message>
        <source>Round %1: preview, not published yet</source>
        <translation>Round %1: anteprima, non ancora pubblicata</translation>
    </message>
    <message>
        <source>No round is paired yet.</source>
        <translation>Nessun round è ancora abbinato.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) registered. Pair round 1 when they are in.</source>
        <translation>
            <numerusform>%n giocatore iscritto. Abbina il round 1 quando sono arrivati tutti.</numerusform>
            <numerusform>%n giocatori iscritti. Abbina il round 1 quando sono arrivati tutti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Every table has its result.</source>
        <translation>Ogni tavolo ha il suo risultato.</translation>
    </message>
    <message>
        <source>%1 of %2 tables still without a result.</source>
        <translation>%1 tavoli su %2 ancora senza risultato.</translation>
    </message>
    <message>
        <source>Check-in left registered players out of this pairing: pair them too (or, once they are in, only those checked in).</source>
        <translation>La registrazione degli arrivi ha lasciato fuori da questo abbinamento dei giocatori iscritti: abbinali comunque (oppure, una volta inclusi, solo quelli arrivati).</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Abbinamenti</translation>
    </message>
    <message>
        <source>&amp;Pair an extra round…</source>
        <translation>&amp;Abbina un round in più…</translation>
    </message>
    <message>
        <source>Pair only &amp;checked-in players</source>
        <translation>Abbina solo i giocatori &amp;arrivati</translation>
    </message>
    <message>
        <source>Pair &amp;everyone registered</source>
        <translation>Abbina &amp;tutti gli iscritti</translation>
    </message>
    <message>
        <source>Round %1 (extra)</source>
        <translation>Round %1 (in più)</translation>
    </message>
    <message>
        <source>Round %1, an extra round: preview, not published yet</source>
        <translation>Round %1, un round in più: anteprima, non ancora pubblicata</translation>
    </message>
    <message>
        <source>Round %1, an extra round</source>
        <translation>Round %1, un round in più</translation>
    </message>
    <message>
        <source>Every table has its result: the planned rounds are all played, and the standings are final.</source>
        <translation>Ogni tavolo ha il suo risultato: i round previsti sono tutti giocati e la classifica è finale.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n tavolo</numerusform>
            <numerusform>%n tavoli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rematch(es)</source>
        <translation>
            <numerusform>%n rivincita</numerusform>
            <numerusform>%n rivincite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n same-club pair(s)</source>
        <translation>
            <numerusform>%n coppia dello stesso club</numerusform>
            <numerusform>%n coppie dello stesso club</numerusform>
        </translation>
    </message>
    <message>
        <source>bye: %1</source>
        <translation>bye: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) back on a table they played on</source>
        <translation>
            <numerusform>%n giocatore di nuovo su un tavolo dove ha già giocato</numerusform>
            <numerusform>%n giocatori di nuovo su un tavolo dove hanno già giocato</numerusform>
        </translation>
    </message>
    <message>
        <source>Check it, then publish it: the players see it only then.</source>
        <translation>Controllalo, poi pubblicalo: solo allora i giocatori lo vedono.</translation>
    </message>
    <message>
        <source>not checked in: %1</source>
        <translation>arrivo non registrato: %1</translation>
    </message>
    <message>
        <source>dropped: %1</source>
        <translation>ritirati: %1</translation>
    </message>
    <message>
        <source>joining in a later round: %1</source>
        <translation>entrano in un round successivo: %1</translation>
    </message>
    <message>
        <source>Left out (%1): %2.</source>
        <translation>Esclusi (%1): %2.</translation>
    </message>
    <message>
        <source>Everyone registered is paired, checked in or not: the organiser&apos;s choice for this round.</source>
        <translation>Sono abbinati tutti gli iscritti, arrivati o no: la scelta dell’organizzatore per questo round.</translation>
    </message>
    <message>
        <source>Only checked-in players are paired, as players have been checked in. &quot;Pair everyone registered&quot; pairs the others too.</source>
        <translation>Sono abbinati solo i giocatori arrivati, perché sono stati registrati degli arrivi. «Abbina tutti gli iscritti» abbina anche gli altri.</translation>
    </message>
    <message>
        <source>The bye goes to %1, the lowest-ranked player without a bye, after passing over %2: a player in their first round after joining late is not given the bye while anyone else can take it.</source>
        <translation>Il bye va a %1, il giocatore più in basso in classifica senza bye, dopo aver saltato %2: a chi gioca il primo round dopo un ingresso in ritardo il bye non si dà finché qualcun altro può prenderlo.</translation>
    </message>
    <message>
        <source>The bye goes to %1: everyone else has had one, so it goes to the lowest-ranked player who joined late.</source>
        <translation>Il bye va a %1: tutti gli altri l’hanno già avuto, quindi va al giocatore entrato in ritardo più in basso in classifica.</translation>
    </message>
    <message>
        <source>The bye goes to %1 again: every player of the round has had one, so it goes to the lowest-ranked.</source>
        <translation>Il bye va di nuovo a %1: ogni giocatore del round l’ha già avuto, quindi va al più in basso in classifica.</translation>
    </message>
    <message>
        <source>The bye goes to %1, the lowest-ranked player who has not had one.</source>
        <translation>Il bye va a %1, il giocatore più in basso in classifica che non l’ha ancora avuto.</translation>
    </message>
    <message>
        <source>Pair an extra round?</source>
        <translation>Abbinare un round in più?</translation>
    </message>
    <message>
        <source>The event has %1 rounds planned, and round %2 would be past them. Pair round %2 as an extra round? The standings are final only once it has its results too.</source>
        <translation>L’evento prevede %1 round e il round %2 andrebbe oltre. Abbinare il round %2 come round in più? La classifica è finale solo quando anche questo ha i suoi risultati.</translation>
    </message>
    <message>
        <source>Pairing round %1…</source>
        <translation>Abbinamento del round %1…</translation>
    </message>
    <message>
        <source>Publishing round %1…</source>
        <translation>Pubblicazione del round %1…</translation>
    </message>
    <message>
        <source>Round %1 is published.</source>
        <translation>Il round %1 è pubblicato.</translation>
    </message>
    <message>
        <source>Round %1 is re-paired.</source>
        <translation>Il round %1 è riabbinato.</translation>
    </message>
    <message>
        <source>%1 A backup copy of the event is at %2.</source>
        <translation>%1 Una copia di sicurezza dell’evento è in %2.</translation>
    </message>
    <message>
        <source>%1 No backup copy could be made: %2</source>
        <translation>%1 Non è stato possibile fare una copia di sicurezza: %2</translation>
    </message>
    <message>
        <source>Not published: %1. Paired again on the event as it is now.</source>
        <translation>Non pubblicato: %1. Abbinato di nuovo sull’evento com’è ora.</translation>
    </message>
    <message>
        <source>Round %1 was paired meanwhile by %2: this is their pairing.</source>
        <translation>Nel frattempo il round %1 è stato abbinato da %2: questo è il suo abbinamento.</translation>
    </message>
</context>
<context>
    <name>PhoneBar</name>
    <message>
        <source>Tables: %1</source>
        <translation>Tavoli: %1</translation>
    </message>
    <message>
        <source>D&amp;isputed tables only</source>
        <translation>Solo i tavoli co&amp;ntestati</translation>
    </message>
    <message>
        <source>The tables whose players&apos; reports differ or where one disputes the other&apos;s: enter the result the desk settles on.</source>
        <translation>I tavoli i cui giocatori hanno comunicato risultati diversi o dove uno contesta quello dell&apos;altro: inserisci il risultato deciso dall&apos;organizzazione.</translation>
    </message>
</context>
<context>
    <name>PhoneStatus</name>
    <message>
        <source>waiting</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <source>reported by one player</source>
        <translation>comunicato da un giocatore</translation>
    </message>
    <message>
        <source>confirmed by both</source>
        <translation>confermato da entrambi</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>contestato</translation>
    </message>
    <message>
        <source>entered at the desk</source>
        <translation>inserito dall&apos;organizzazione</translation>
    </message>
    <message>
        <source>%1, first player conceded</source>
        <translation>%1, resa del primo giocatore</translation>
    </message>
    <message>
        <source>%1, second player conceded</source>
        <translation>%1, resa del secondo giocatore</translation>
    </message>
    <message>
        <source>reported by one player: %1</source>
        <translation>comunicato da un giocatore: %1</translation>
    </message>
    <message>
        <source>disputed: %1</source>
        <translation>contestato: %1</translation>
    </message>
    <message>
        <source>%1 reported %2</source>
        <translation>%1 ha comunicato %2</translation>
    </message>
    <message>
        <source>%1 confirms it</source>
        <translation>%1 lo conferma</translation>
    </message>
    <message>
        <source>%1 disputes it</source>
        <translation>%1 lo contesta</translation>
    </message>
    <message>
        <source>%1: nothing yet</source>
        <translation>%1: ancora niente</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2 conceded)</source>
        <translation>%1 (resa di %2)</translation>
    </message>
    <message>
        <source>%1: confirms it</source>
        <translation>%1: lo conferma</translation>
    </message>
    <message>
        <source>%1: disputes it</source>
        <translation>%1: lo contesta</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Players&apos; phones</source>
        <translation>Telefoni dei giocatori</translation>
    </message>
    <message>
        <source>Server on this network</source>
        <translation>Server su questa rete</translation>
    </message>
    <message>
        <source>What the phones may do</source>
        <translation>Cosa possono fare i telefoni</translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation>Tempo del turno</translation>
    </message>
    <message>
        <source>Personal links</source>
        <translation>Link personali</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Porta</translation>
    </message>
    <message>
        <source>Players join on the venue&apos;s Wi-Fi (or this laptop&apos;s hotspot) by scanning the code or typing the address. The pages are plain HTTP: a personal link is as secret as the slip it is printed on; revoke a leaked one below.</source>
        <translation>I giocatori si collegano al Wi-Fi della sede (o all&apos;hotspot di questo portatile) inquadrando il codice o scrivendo l&apos;indirizzo. Le pagine sono in HTTP semplice: un link personale è segreto quanto il foglietto su cui è stampato; revoca qui sotto quello finito in mani altrui.</translation>
    </message>
    <message>
        <source>Players may &amp;check in from their phones</source>
        <translation>I giocatori possono &amp;confermare la presenza dal telefono</translation>
    </message>
    <message>
        <source>&amp;Hide the standings while a round&apos;s results come in</source>
        <translation>&amp;Nascondi la classifica mentre arrivano i risultati del turno</translation>
    </message>
    <message>
        <source>P&amp;IN for the public pages</source>
        <translation>P&amp;IN delle pagine pubbliche</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>&amp;Save these settings</source>
        <translation>&amp;Salva queste impostazioni</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>A&amp;vvia</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <source>E&amp;xtend</source>
        <translation>Pro&amp;lunga</translation>
    </message>
    <message>
        <source>Pla&amp;yer</source>
        <translation>Gioc&amp;atore</translation>
    </message>
    <message>
        <source>&amp;Reissue</source>
        <translation>&amp;Rinnova</translation>
    </message>
    <message>
        <source>A new link for this player: the old one stops working at once.</source>
        <translation>Un nuovo link per questo giocatore: il vecchio smette subito di funzionare.</translation>
    </message>
    <message>
        <source>Re&amp;voke</source>
        <translation>Re&amp;voca</translation>
    </message>
    <message>
        <source>Print this &amp;link…</source>
        <translation>Stampa questo &amp;link…</translation>
    </message>
    <message>
        <source>Print &amp;every link…</source>
        <translation>Stampa &amp;tutti i link…</translation>
    </message>
    <message>
        <source>Sto&amp;p the server</source>
        <translation>&amp;Ferma il server</translation>
    </message>
    <message>
        <source>Start the &amp;server</source>
        <translation>Avvia il &amp;server</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Avvio…</translation>
    </message>
    <message>
        <source>Not serving</source>
        <translation>Non in servizio</translation>
    </message>
    <message>
        <source>Revoked: reissue to give this player a link again.</source>
        <translation>Revocato: rinnova per dare di nuovo un link a questo giocatore.</translation>
    </message>
    <message>
        <source>Start the server once to know the address of the links.</source>
        <translation>Avvia il server una volta per conoscere l&apos;indirizzo dei link.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non impostato</translation>
    </message>
    <message>
        <source>running</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>in pausa</translation>
    </message>
    <message>
        <source>%1 left, %2</source>
        <translation>%1 rimasti, %2</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Salvato.</translation>
    </message>
    <message>
        <source>%1 has a new link: the old one no longer works.</source>
        <translation>%1 ha un nuovo link: il vecchio non funziona più.</translation>
    </message>
    <message>
        <source>%1&apos;s link no longer works.</source>
        <translation>Il link di %1 non funziona più.</translation>
    </message>
    <message>
        <source>Sent %1 page(s) to the printer.</source>
        <translation>Inviate %1 pagine alla stampante.</translation>
    </message>
</context>
<context>
    <name>PickupPanel</name>
    <message>
        <source>Shoo&amp;t value</source>
        <translation>Valore di &amp;Tiro</translation>
    </message>
    <message>
        <source>&amp;Eye of Mordor captain (+2)</source>
        <translation>Capitano: L&apos;&amp;Occhio ci guarda (+2)</translation>
    </message>
    <message>
        <source>After an enemy &amp;Light of Eärendil throw</source>
        <translation>Dopo un lancio nemico con &amp;Luce di Eärendil</translation>
    </message>
    <message>
        <source>The model must first pass a Courage test, else it steps back 1″.</source>
        <translation>Il modello deve prima superare un test di Coraggio, altrimenti arretra di 1″.</translation>
    </message>
    <message>
        <source>Co&amp;urage</source>
        <translation>Coraggio p&amp;er raccogliere</translation>
    </message>
    <message>
        <source>Picks the ball up</source>
        <translation>Raccoglie la palla</translation>
    </message>
    <message>
        <source>The ball bounces 1″</source>
        <translation>La palla rimbalza di 1″</translation>
    </message>
    <message>
        <source>Steps back 1″, the ball stays</source>
        <translation>Arretra di 1″, la palla resta</translation>
    </message>
    <message>
        <source>Passes the Courage test first</source>
        <translation>Supera prima il test di Coraggio</translation>
    </message>
    <message>
        <source>The Shoot roll needs %1+.</source>
        <translation>Il tiro per raccogliere (Tiro) richiede %1+.</translation>
    </message>
    <message>
        <source>A failed Courage test makes the model step back 1″ and the ball stays where it is; only a failed pick-up roll bounces it. (Earlier releases counted a failed Courage test as a bounce too.)</source>
        <translation>Un test di Coraggio fallito fa arretrare il modello di 1″ e la palla resta dov&apos;è; solo un tiro per raccoglierla fallito la fa rimbalzare. (Le versioni precedenti contavano come rimbalzo anche un test di Coraggio fallito.)</translation>
    </message>
</context>
<context>
    <name>PinButtons</name>
    <message>
        <source>Pin as reference</source>
        <translation>Fissa come riferimento</translation>
    </message>
    <message>
        <source>Freeze this result and compare the next changes against it.</source>
        <translation>Congela questo risultato e confronta con esso le modifiche successive.</translation>
    </message>
    <message>
        <source>Clear pin</source>
        <translation>Rimuovi riferimento</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Presente</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>Tavolo fisso</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>dropped after round %1</source>
        <translation>ritirato dopo il round %1</translation>
    </message>
    <message>
        <source>from round %1</source>
        <translation>dal round %1</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>ogni round</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Find a player, club or faction</source>
        <translation>Cerca un giocatore, un club o una fazione</translation>
    </message>
    <message>
        <source>Find a player</source>
        <translation>Cerca un giocatore</translation>
    </message>
    <message>
        <source>Shows only the players whose name, club or faction holds the text.</source>
        <translation>Mostra solo i giocatori il cui nome, club o fazione contiene il testo.</translation>
    </message>
    <message>
        <source>Im&amp;port CSV…</source>
        <translation>&amp;Importa CSV…</translation>
    </message>
    <message>
        <source>A CSV file with the header name,club,faction (club and faction optional; in English, Italian or Czech), one player a line, separated by commas, semicolons or tabs, as a spreadsheet saves it; other columns (paid, e-mail…) are left out. You see the players, and the columns left out, before any is added.</source>
        <translation>Un file CSV con l’intestazione name,club,faction (club e faction facoltativi; in inglese, italiano o ceco), un giocatore per riga, separato da virgole, punti e virgola o tabulazioni, come lo salva un foglio di calcolo; le altre colonne (pagato, e-mail…) vengono escluse. Vedi i giocatori, e le colonne escluse, prima che ne venga aggiunto uno.</translation>
    </message>
    <message>
        <source>Chec&amp;k in</source>
        <translation>Registra &amp;l’arrivo</translation>
    </message>
    <message>
        <source>Check &amp;out</source>
        <translation>Ann&amp;ulla l’arrivo</translation>
    </message>
    <message>
        <source>Drop from the n&amp;ext round</source>
        <translation>Ritira &amp;dal prossimo round</translation>
    </message>
    <message>
        <source>&amp;Reinstate</source>
        <translation>&amp;Riammetti</translation>
    </message>
    <message>
        <source>Dropped players play again, from the next round paired.</source>
        <translation>I giocatori ritirati giocano di nuovo, dal prossimo round abbinato.</translation>
    </message>
    <message>
        <source>&amp;Late join…</source>
        <translation>Ingresso &amp;tardivo…</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Aggiungi un giocatore</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Club</translation>
    </message>
    <message>
        <source>Fact&amp;ion</source>
        <translation>Fazion&amp;e</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>A&amp;ggiungi</translation>
    </message>
    <message>
        <source>Selected player</source>
        <translation>Giocatore selezionato</translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation>No&amp;me</translation>
    </message>
    <message>
        <source>Clu&amp;b</source>
        <translation>Clu&amp;b</translation>
    </message>
    <message>
        <source>Fac&amp;tion</source>
        <translation>Fa&amp;zione</translation>
    </message>
    <message>
        <source>Fi&amp;xed table</source>
        <translation>Tavolo fi&amp;sso</translation>
    </message>
    <message>
        <source>A table this player always gets (accessibility); none: any table.</source>
        <translation>Un tavolo che questo giocatore ha sempre (accessibilità); nessuno: qualsiasi tavolo.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>&amp;Save the player</source>
        <translation>Salva il gi&amp;ocatore</translation>
    </message>
    <message>
        <source>&amp;QR code for the phone…</source>
        <translation>Codice &amp;QR per il telefono…</translation>
    </message>
    <message>
        <source>This player&apos;s personal link for their phone: its QR code, to print, reissue or revoke.</source>
        <translation>Il link personale di questo giocatore per il suo telefono: il codice QR, da stampare, rinnovare o revocare.</translation>
    </message>
    <message>
        <source>%1 players: %2 playing (%3 checked in), dropped: %4</source>
        <translation>%1 giocatori: %2 in gioco (%3 presenti), ritirati: %4</translation>
    </message>
    <message>
        <source>%1 players, %2 checked in</source>
        <translation>%1 giocatori, %2 presenti</translation>
    </message>
    <message>
        <source>%1 is registered.</source>
        <translation>%1 è iscritto.</translation>
    </message>
    <message>
        <source>%1 is registered and plays from round %2.</source>
        <translation>%1 è iscritto e gioca dal round %2.</translation>
    </message>
    <message>
        <source>%1 is saved.</source>
        <translation>%1 è salvato.</translation>
    </message>
    <message>
        <source>Not saved: %1. The form now shows the player as saved.</source>
        <translation>Non salvato: %1. Il modulo ora mostra il giocatore come è salvato.</translation>
    </message>
    <message numerus="yes">
        <source>Checked in %n player(s): %1</source>
        <translation>
            <numerusform>Registrato l’arrivo di %n giocatore: %1</numerusform>
            <numerusform>Registrato l’arrivo di %n giocatori: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked out %n player(s): %1</source>
        <translation>
            <numerusform>Annullato l’arrivo di %n giocatore: %1</numerusform>
            <numerusform>Annullato l’arrivo di %n giocatori: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drop the %n selected player(s) from round %1 on? They are not paired again unless they are reinstated.</source>
        <translation>
            <numerusform>Ritirare il giocatore selezionato (%n) dal round %1 in poi? Non viene più abbinato, a meno che non sia riammesso.</numerusform>
            <numerusform>Ritirare i %n giocatori selezionati dal round %1 in poi? Non vengono più abbinati, a meno che non siano riammessi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop players</source>
        <translation>Ritira i giocatori</translation>
    </message>
    <message>
        <source>Dropped from round %1 on: %2</source>
        <translation>Ritirati dal round %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Reinstated %n player(s), playing again from round %1: %2</source>
        <translation>
            <numerusform>Riammesso %n giocatore, che gioca di nuovo dal round %1: %2</numerusform>
            <numerusform>Riammessi %n giocatori, che giocano di nuovo dal round %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Late join</source>
        <translation>Ingresso tardivo</translation>
    </message>
    <message>
        <source>The first round %1 plays in:</source>
        <translation>Il primo round in cui gioca %1:</translation>
    </message>
    <message>
        <source>%1 plays from round %2.</source>
        <translation>%1 gioca dal round %2.</translation>
    </message>
    <message>
        <source>%1 Re-pair round %2 on the Round page to seat them.</source>
        <translation>%1 Riabbina il round %2 nella pagina Round per farlo sedere.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importa giocatori</translation>
    </message>
    <message>
        <source>Nothing imported: %1, line %2: %3</source>
        <translation>Nulla importato: %1, riga %2: %3</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>Nulla importato: %1</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>File CSV (*.csv *.txt);;Tutti i file (*)</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s) from %1.</source>
        <translation>
            <numerusform>Importato %n giocatore da %1.</numerusform>
            <numerusform>Importati %n giocatori da %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlotFrame</name>
    <message>
        <source>Chart: %1</source>
        <translation>Grafico: %1</translation>
    </message>
    <message>
        <source>%1 Arrow keys read one item at a time.</source>
        <translation>%1 Le frecce leggono una voce alla volta.</translation>
    </message>
</context>
<context>
    <name>Printouts</name>
    <message>
        <source>Updated %1</source>
        <translation>Aggiornato il %1</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Abbinamenti</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>No round has been paired yet.</source>
        <translation>Nessun round è ancora stato abbinato.</translation>
    </message>
    <message>
        <source>Made with Companion</source>
        <translation>Fatto con Companion</translation>
    </message>
    <message>
        <source>Find your name</source>
        <translation>Cerca il tuo nome</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
    <message>
        <source>No table has a player of that name.</source>
        <translation>Nessun tavolo ha un giocatore con questo nome.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tavolo %1</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>All players A–Z</source>
        <translation>Tutti i giocatori A–Z</translation>
    </message>
    <message>
        <source>Result slips</source>
        <translation>Foglietti dei risultati</translation>
    </message>
    <message>
        <source>The printer or the file cannot be written to.</source>
        <translation>Impossibile scrivere sulla stampante o nel file.</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>Result slip</source>
        <translation>Foglietto del risultato</translation>
    </message>
    <message>
        <source>Tick the box of a player who concedes: they lose the game.</source>
        <translation>Spuntate la casella del giocatore che abbandona: perde la partita.</translation>
    </message>
    <message>
        <source>A draw when the two VP totals differ by %1 or less.</source>
        <translation>Pareggio quando i due totali di PV differiscono di %1 o meno.</translation>
    </message>
    <message>
        <source>Both players sign; hand the slip to the desk.</source>
        <translation>Firmano entrambi i giocatori; consegnate il foglietto alla segreteria.</translation>
    </message>
    <message>
        <source>Or report it from your phone: scan your code (it is yours only).</source>
        <translation>Oppure comunicalo dal telefono: inquadra il tuo codice (è solo tuo).</translation>
    </message>
    <message>
        <source>For the desk: entered</source>
        <translation>Per la segreteria: inserito</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Secondo giocatore</translation>
    </message>
    <message>
        <source>Faction: %1</source>
        <translation>Fazione: %1</translation>
    </message>
    <message>
        <source>Club: %1</source>
        <translation>Club: %1</translation>
    </message>
    <message>
        <source>Victory points (VP)</source>
        <translation>Punti Vittoria (PV)</translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <source>Before round 1</source>
        <translation>Prima del round 1</translation>
    </message>
    <message>
        <source>Final standings after round %1 of %2</source>
        <translation>Classifica finale dopo il round %1 di %2</translation>
    </message>
    <message>
        <source>After round %1 of %2</source>
        <translation>Dopo il round %1 di %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 di %2</translation>
    </message>
    <message>
        <source>Printed %1</source>
        <translation>Stampato il %1</translation>
    </message>
    <message>
        <source>Pairings by table</source>
        <translation>Abbinamenti per tavolo</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Abbinamenti per nome</translation>
    </message>
    <message>
        <source>Faction statistics</source>
        <translation>Statistiche delle fazioni</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>W–D–L</source>
        <translation>V–P–S</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Bonus/penalty</source>
        <translation>Bonus/penalità</translation>
    </message>
    <message>
        <source>%1 (dropped)</source>
        <translation>%1 (ritirato)</translation>
    </message>
    <message>
        <source>Provisional: %1 of %2 results of round %3 entered.</source>
        <translation>Provvisoria: inseriti %1 risultati su %2 del round %3.</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>Best painted</source>
        <translation>Miglior pittura</translation>
    </message>
    <message>
        <source>Best sport</source>
        <translation>Più sportivo</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>VP scored (avg.)</source>
        <translation>PV fatti (media)</translation>
    </message>
    <message>
        <source>VP conceded (avg.)</source>
        <translation>PV subiti (media)</translation>
    </message>
    <message>
        <source>Mirrors</source>
        <translation>Speculari</translation>
    </message>
    <message>
        <source>(no faction)</source>
        <translation>(nessuna fazione)</translation>
    </message>
    <message>
        <source>Games with a result only. A bye is no game: counted apart, in no rate. A mirror match (both players of one faction) is counted apart, in no games, rate or average. Win rate: wins ÷ games. Faction names differing only in case, spaces or accents are one faction.</source>
        <translation>Solo partite con un risultato. Un turno di riposo non è una partita: contato a parte, in nessuna percentuale. Una partita speculare (entrambi i giocatori della stessa fazione) è contata a parte, in nessuna partita, percentuale o media. Percentuale di vittorie: vittorie ÷ partite. I nomi di fazione che differiscono solo per maiuscole, spazi o accenti sono una sola fazione.</translation>
    </message>
    <message>
        <source>vs %1</source>
        <translation>vs %1</translation>
    </message>
    <message>
        <source>Each row&apos;s wins–draws–losses against the column&apos;s faction. The diagonal holds the mirror matches, each side counted; a dash: never met.</source>
        <translation>Vittorie–pareggi–sconfitte di ogni riga contro la fazione della colonna. Sulla diagonale le partite speculari, contato ogni lato; un trattino: mai incontrate.</translation>
    </message>
    <message>
        <source>Faction against faction</source>
        <translation>Fazione contro fazione</translation>
    </message>
    <message>
        <source>SoS</source>
        <translation>SoS</translation>
    </message>
    <message>
        <source>VP diff.</source>
        <translation>Diff. PV</translation>
    </message>
    <message>
        <source>VP scored</source>
        <translation>PV fatti</translation>
    </message>
    <message>
        <source>Painting</source>
        <translation>Pittura</translation>
    </message>
    <message>
        <source>Sport</source>
        <translation>Sport.</translation>
    </message>
    <message>
        <source>Personal link</source>
        <translation>Link personale</translation>
    </message>
    <message>
        <source>Scan it with your phone&apos;s camera for your own page at this event: report your results, confirm your opponent&apos;s, check in. It is yours only: keep it to yourself.</source>
        <translation>Inquadralo con la fotocamera del telefono per la tua pagina di questo evento: comunica i tuoi risultati, conferma quelli dell&apos;avversario, registra l&apos;arrivo. È solo tuo: non darlo ad altri.</translation>
    </message>
    <message>
        <source>Personal links</source>
        <translation>Link personali</translation>
    </message>
</context>
<context>
    <name>ProjectorControls</name>
    <message>
        <source>&amp;Screen</source>
        <translation>&amp;Schermo</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <translation>&amp;Mostra</translation>
    </message>
    <message>
        <source>Seconds per &amp;page</source>
        <translation>Secondi per &amp;pagina</translation>
    </message>
    <message>
        <source>Round &amp;timer</source>
        <translation>&amp;Timer del round</translation>
    </message>
    <message>
        <source>Hi&amp;de the standings during a round</source>
        <translation>Nascon&amp;di la classifica durante un round</translation>
    </message>
    <message>
        <source>While the current round has tables without a result, the projector shows its pairings instead, and the standings once the last result is in.</source>
        <translation>Finché il round in corso ha tavoli senza risultato, il proiettore mostra invece i suoi abbinamenti, e la classifica quando l&apos;ultimo risultato è inserito.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Pairings by table</source>
        <translation>Abbinamenti per tavolo</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Abbinamenti per nome</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Screen %1</source>
        <translation>Schermo %1</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
    <message>
        <source>&amp;Close the projector</source>
        <translation>&amp;Chiudi il proiettore</translation>
    </message>
    <message>
        <source>Show on the p&amp;rojector</source>
        <translation>Mostra sul p&amp;roiettore</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>Projector</source>
        <translation>Proiettore</translation>
    </message>
    <message>
        <source>%1 (provisional: %2 of %3 results in)</source>
        <translation>%1 (provvisoria: %2 risultati su %3)</translation>
    </message>
    <message>
        <source>%1 (the standings follow when the round&apos;s results are in)</source>
        <translation>%1 (la classifica seguirà quando tutti i risultati del round saranno inseriti)</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Tempo!</translation>
    </message>
    <message>
        <source>No round has been paired yet.</source>
        <translation>Nessun round è ancora stato abbinato.</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>Not updated since %1</source>
        <translation>Non aggiornato dalle %1</translation>
    </message>
</context>
<context>
    <name>RammingPanel</name>
    <message>
        <source>Enemy model</source>
        <translation>Modello nemico</translation>
    </message>
    <message>
        <source>Enemy vehicle</source>
        <translation>Veicolo nemico</translation>
    </message>
    <message>
        <source>Terrain piece</source>
        <translation>Elemento scenico</translation>
    </message>
    <message>
        <source>Friendly model</source>
        <translation>Modello amico</translation>
    </message>
    <message>
        <source>Ramming vehicle</source>
        <translation>Veicolo speronante</translation>
    </message>
    <message>
        <source>SZ</source>
        <translation>SZ</translation>
    </message>
    <message>
        <source>Driver&apos;s &amp;LD</source>
        <translation>&amp;LD del Pilota</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>AR</translation>
    </message>
    <message>
        <source>&amp;Wounds left</source>
        <translation>Ferite &amp;rimaste</translation>
    </message>
    <message>
        <source>The wounds the vehicle has left.</source>
        <translation>Le ferite rimaste al veicolo.</translation>
    </message>
    <message>
        <source>Fl&amp;ying</source>
        <translation>V&amp;olante</translation>
    </message>
    <message>
        <source>Flying vehicles cannot ram.</source>
        <translation>I Veicoli Volanti non possono speronare.</translation>
    </message>
    <message>
        <source>&amp;Biped</source>
        <translation>&amp;Bipede</translation>
    </message>
    <message>
        <source>Bipeds cannot ram.</source>
        <translation>I Bipedi non possono speronare.</translation>
    </message>
    <message>
        <source>&amp;Impenetrability</source>
        <translation>&amp;Impenetrabilità</translation>
    </message>
    <message>
        <source>Immune to close-combat Natural Attacks of base DAM 10 or less.</source>
        <translation>Immune agli Attacchi Naturali in corpo a corpo con DAM base 10 o meno.</translation>
    </message>
    <message>
        <source>Path, in order from the vehicle</source>
        <translation>Percorso, in ordine dal veicolo</translation>
    </message>
    <message>
        <source>Path &amp;rows: Tab moves between cells, typing or F2 edits, Space ticks a box, Ctrl+Tab leaves the table. Insert copies the selected row, Delete removes it, Ctrl+Up and Ctrl+Down move it.</source>
        <translation>Righe del &amp;percorso: Tab si sposta tra le celle, digitare o F2 modifica, Spazio spunta una casella, Ctrl+Tab esce dalla tabella. Ins copia la riga selezionata, Canc la rimuove, Ctrl+Su e Ctrl+Giù la spostano.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>LD</source>
        <translation>LD</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Attesa</translation>
    </message>
    <message>
        <source>Impen.</source>
        <translation>Impen.</translation>
    </message>
    <message>
        <source>An enemy model, an enemy vehicle, a terrain piece or a friendly model</source>
        <translation>Un modello nemico, un veicolo nemico, un elemento scenico o un modello amico</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taglia</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armatura</translation>
    </message>
    <message>
        <source>Wounds left</source>
        <translation>Ferite rimaste</translation>
    </message>
    <message>
        <source>Leadership (used to Take Cover)</source>
        <translation>Leadership (usata per Mettersi al Riparo)</translation>
    </message>
    <message>
        <source>On Wait: tries to Take Cover</source>
        <translation>In Attesa: prova a Mettersi al Riparo</translation>
    </message>
    <message>
        <source>Impenetrability</source>
        <translation>Impenetrabilità</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>What happens at each row of the path</source>
        <translation>Che cosa succede a ogni riga del percorso</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>Raggiunto</translation>
    </message>
    <message>
        <source>Took cover</source>
        <translation>Al riparo</translation>
    </message>
    <message>
        <source>Rammed</source>
        <translation>Speronato</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Rimosso</translation>
    </message>
    <message>
        <source>Vehicle stops here</source>
        <translation>Il veicolo si ferma qui</translation>
    </message>
    <message>
        <source>Wounds taken</source>
        <translation>Ferite subite</translation>
    </message>
    <message>
        <source>Wounds the vehicle takes</source>
        <translation>Ferite subite dal veicolo</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>Path row</source>
        <translation>Riga del percorso</translation>
    </message>
    <message>
        <source>Tests applied, step by step</source>
        <translation>Test applicati, passo per passo</translation>
    </message>
    <message>
        <source>How the rules are read here: every test is a D20 roll at or under the target, a natural 1 always passes and a natural 20 always fails. This is one ram Action; carrying on with a further Action is a new calculation with the rest of the path. W is the wounds a model or the vehicle has left. An enemy vehicle on Wait may Take Cover with its driver&apos;s LD, and counts for the driver tests like a model. A path model&apos;s Impenetrability changes nothing, because ram damage is AV-0; an Impenetrable ramming vehicle ignores Natural Attacks of DAM 10 or less (the damage of SZ 1 and 2 models). Both sides of a collision take their damage at the same time. When a collision both wounds the vehicle and ends its Round, the stop is counted as end of Round; a destroyed vehicle is counted as destroyed. All figures include the chance that the ram is not allowed.</source>
        <translation>Come sono lette qui le regole: ogni test è un tiro di D20 pari o inferiore al valore richiesto, un 1 naturale riesce sempre e un 20 naturale fallisce sempre. Questa è una sola Azione di Speronamento; proseguire con un&apos;altra Azione è un nuovo calcolo con il resto del percorso. W sono le ferite che restano a un modello o al veicolo. Un veicolo nemico in Attesa può Mettersi al Riparo con la LD del suo Pilota, e per i test del Pilota conta come un modello. L&apos;Impenetrabilità di un modello sul percorso non cambia nulla, perché il danno da Speronamento è AV-0; un veicolo speronante Impenetrabile ignora gli Attacchi Naturali con DAM 10 o meno (il danno dei modelli di SZ 1 e 2). Entrambe le parti di una collisione subiscono il danno nello stesso momento. Quando una collisione ferisce il veicolo e insieme ne termina il Round, l&apos;arresto è contato come fine del Round; un veicolo distrutto è contato come distrutto. Tutti i valori includono la probabilità che lo Speronamento non sia consentito.</translation>
    </message>
    <message>
        <source>Ram allowed (every driver test passed)</source>
        <translation>Speronamento consentito (tutti i test del Pilota superati)</translation>
    </message>
    <message>
        <source>Vehicle runs its whole path</source>
        <translation>Il veicolo percorre tutto il percorso</translation>
    </message>
    <message>
        <source>Vehicle stops after a wound (ends its Action)</source>
        <translation>Il veicolo si ferma dopo una ferita (termina l&apos;Azione)</translation>
    </message>
    <message>
        <source>Vehicle stops and ends its Round</source>
        <translation>Il veicolo si ferma e termina il Round</translation>
    </message>
    <message>
        <source>Vehicle destroyed</source>
        <translation>Veicolo distrutto</translation>
    </message>
    <message>
        <source>Expected models removed</source>
        <translation>Modelli rimossi attesi</translation>
    </message>
    <message>
        <source>Expected wounds on the vehicle</source>
        <translation>Ferite attese sul veicolo</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>ferita</translation>
    </message>
    <message>
        <source>end of Round</source>
        <translation>fine del Round</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>distrutto</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (removed)</source>
        <translation>%1 (rimosso)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>non raggiunto</translation>
    </message>
    <message>
        <source>took cover</source>
        <translation>al riparo</translation>
    </message>
    <message>
        <source>rammed, not removed</source>
        <translation>speronato, non rimosso</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>rimosso</translation>
    </message>
    <message>
        <source>%1 (destroyed)</source>
        <translation>%1 (distrutto)</translation>
    </message>
    <message>
        <source>Every driver test must pass before the first collision: the ram is allowed with %1.</source>
        <translation>Tutti i test del Pilota devono riuscire prima della prima collisione: lo Speronamento è consentito con %1.</translation>
    </message>
    <message>
        <source>No driver test is needed: the ram is always allowed.</source>
        <translation>Nessun test del Pilota necessario: lo Speronamento è sempre consentito.</translation>
    </message>
    <message>
        <source>A wound from any collision stops the vehicle at once and ends its Action.</source>
        <translation>Una ferita da qualsiasi collisione ferma subito il veicolo e ne termina l&apos;Azione.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No ram: a flying vehicle cannot ram.</source>
        <translation>Niente Speronamento: un veicolo volante non può speronare.</translation>
    </message>
    <message>
        <source>No ram: a biped cannot ram.</source>
        <translation>Niente Speronamento: un bipede non può speronare.</translation>
    </message>
    <message>
        <source>No ram: row %1 is a friendly model, and a friendly model on the path forbids the ram.</source>
        <translation>Niente Speronamento: la riga %1 è un modello amico, e un modello amico sul percorso impedisce lo Speronamento.</translation>
    </message>
    <message>
        <source>a terrain piece</source>
        <translation>un elemento scenico</translation>
    </message>
    <message>
        <source>an enemy vehicle of SZ 3 or more</source>
        <translation>un veicolo nemico di SZ 3 o più</translation>
    </message>
    <message>
        <source>a model at least 2 SZ larger than the vehicle</source>
        <translation>un modello di almeno 2 SZ più grande del veicolo</translation>
    </message>
    <message>
        <source>Row %1 is %2: after this collision the vehicle stops and ends its Round.</source>
        <translation>La riga %1 è %2: dopo questa collisione il veicolo si ferma e termina il suo Round.</translation>
    </message>
    <message>
        <source>(a natural 20 still fails)</source>
        <translation>(un 20 naturale fallisce comunque)</translation>
    </message>
    <message>
        <source>(only a natural 1 passes)</source>
        <translation>(riesce solo un 1 naturale)</translation>
    </message>
    <message>
        <source>Row %1, driver test: LD %2 − %3 (SZ %4 vs %5) = %6: %7</source>
        <translation>Riga %1, test del Pilota: LD %2 − %3 (SZ %4 contro %5) = %6: %7</translation>
    </message>
    <message>
        <source>Row %1, driver test for a terrain piece: LD %2 − %3 = %6: %7</source>
        <translation>Riga %1, test del Pilota per un elemento scenico: LD %2 − %3 = %6: %7</translation>
    </message>
    <message>
        <source>Row %1 is on Wait and tries to Take Cover: LD %2 + %3 (vehicle SZ) = %6: %7</source>
        <translation>La riga %1 è in Attesa e prova a Mettersi al Riparo: LD %2 + %3 (SZ del veicolo) = %6: %7</translation>
    </message>
    <message>
        <source>AV-0</source>
        <translation>AV-0</translation>
    </message>
    <message>
        <source>Natural Attack</source>
        <translation>Attacco Naturale</translation>
    </message>
    <message>
        <source>If rammed, row %1 falls Prone and takes DAM %2 × %3, %4, against its AR %5: each damage test wounds with %6.</source>
        <translation>Se speronato, il modello della riga %1 cade Prono e subisce DAM %2 × %3, %4, contro la sua AR %5: ogni test di danno ferisce con %6.</translation>
    </message>
    <message>
        <source>Its Impenetrability does not stop AV-0 damage.</source>
        <translation>La sua Impenetrabilità non ferma il danno AV-0.</translation>
    </message>
    <message>
        <source>Row %1 hits back with a %4 of DAM %2 × %3: the vehicle&apos;s Impenetrability stops it (DAM 10 or less).</source>
        <translation>La riga %1 risponde con un %4 di DAM %2 × %3: l&apos;Impenetrabilità del veicolo lo ferma (DAM 10 o meno).</translation>
    </message>
    <message>
        <source>Row %1 is a terrain piece: the vehicle takes the damage it would deal ramming itself, DAM %2 × %3, %4, against its AR %5: each damage test wounds with %6.</source>
        <translation>La riga %1 è un elemento scenico: il veicolo subisce il danno che infliggerebbe speronando se stesso, DAM %2 × %3, %4, contro la sua AR %5: ogni test di danno ferisce con %6.</translation>
    </message>
    <message>
        <source>Row %1 hits back with DAM %2 × %3, %4, against the vehicle&apos;s AR %5: each damage test wounds with %6.</source>
        <translation>La riga %1 risponde con DAM %2 × %3, %4, contro l&apos;AR %5 del veicolo: ogni test di danno ferisce con %6.</translation>
    </message>
</context>
<context>
    <name>ReferencePage</name>
    <message>
        <source>Terrain in the jungle</source>
        <translation>Terreno nella giungla</translation>
    </message>
    <message>
        <source>Undergrowth (Czech: Podrost)</source>
        <translation>Sottobosco (in ceco: Podrost)</translation>
    </message>
    <message>
        <source>Slows movement like difficult terrain but leaves line of sight open. Units that move freely through woods or jungle move freely here too.</source>
        <translation>Rallenta il movimento come un terreno difficile ma lascia libera la linea di vista. Le unità che si muovono liberamente in boschi o giungla si muovono liberamente anche qui.</translation>
    </message>
    <message>
        <source>Light jungle (Czech: Lehká džungle)</source>
        <translation>Giungla leggera (in ceco: Lehká džungle)</translation>
    </message>
    <message>
        <source>Plays exactly like an ordinary wood.</source>
        <translation>Funziona esattamente come un normale bosco.</translation>
    </message>
    <message>
        <source>Dense jungle (Czech: Hustá džungle)</source>
        <translation>Giungla fitta (in ceco: Hustá džungle)</translation>
    </message>
    <message>
        <source>Only skirmishers, and so units in loose order, may go in. Shooting at models inside it suffers −2 to hit (the Shooting page has it as a cover choice).</source>
        <translation>Possono entrarvi solo gli schermagliatori, e quindi le unità in ordine sparso. Il tiro contro modelli al suo interno subisce −2 per colpire (la pagina Tiro la offre come scelta di copertura).</translation>
    </message>
    <message>
        <source>Impassable jungle (Czech: Neprostupná džungle)</source>
        <translation>Giungla impenetrabile (in ceco: Neprostupná džungle)</translation>
    </message>
    <message>
        <source>Impassable terrain: nothing enters it.</source>
        <translation>Terreno impassabile: nessuno può entrarvi.</translation>
    </message>
    <message>
        <source>Before deploying</source>
        <translation>Prima dello schieramento</translation>
    </message>
    <message>
        <source>Both players agree which terrain piece on the table is which of these types.</source>
        <translation>Entrambi i giocatori concordano a quale di questi tipi appartiene ogni elemento scenico sul tavolo.</translation>
    </message>
    <message>
        <source>Flyers (Czech: Letci)</source>
        <translation>Volanti (in ceco: Letci)</translation>
    </message>
    <message>
        <source>Unit strength 1 (Czech: US 1)</source>
        <translation>Forza dell&apos;unità 1 (in ceco: US 1)</translation>
    </message>
    <message>
        <source>The tangled canopy limits a flying move to 15 inches.</source>
        <translation>L&apos;intrico della volta della giungla limita il movimento in volo a 15 pollici.</translation>
    </message>
    <message>
        <source>Unit strength above 1</source>
        <translation>Forza dell&apos;unità superiore a 1</translation>
    </message>
    <message>
        <source>Larger flyers manage only 10 inches.</source>
        <translation>I volanti più grandi arrivano solo a 10 pollici.</translation>
    </message>
    <message>
        <source>Loose order (Czech: Volná formace)</source>
        <translation>Ordine sparso (in ceco: Volná formace)</translation>
    </message>
    <message>
        <source>Who and when</source>
        <translation>Chi e quando</translation>
    </message>
    <message>
        <source>Infantry whose models are all unit strength 1 may switch into loose order, or back, once a turn at the start of the remaining-moves step. The switch counts as a reform; with a musician the unit may still move afterwards.</source>
        <translation>La fanteria i cui modelli hanno tutti forza dell&apos;unità 1 può passare in ordine sparso, o tornare indietro, una volta per turno all&apos;inizio dei movimenti rimanenti. Il cambio conta come riformare l&apos;unità; con un musico l&apos;unità può comunque muovere dopo.</translation>
    </message>
    <message>
        <source>How it plays</source>
        <translation>Come funziona</translation>
    </message>
    <message>
        <source>Like a skirmishing unit, with four differences: no marching with an enemy within 8 inches; enemies shooting at it get no −1 for skirmishers; it cannot shoot; its models all face the same way, to tell it apart from skirmishers.</source>
        <translation>Come un&apos;unità di schermagliatori, con quattro differenze: niente marcia con un nemico entro 8 pollici; chi le spara non subisce il −1 per gli schermagliatori; non può sparare; i suoi modelli sono tutti rivolti nella stessa direzione, per distinguerla dagli schermagliatori.</translation>
    </message>
    <message>
        <source>Black powder (Czech: Střelný prach)</source>
        <translation>Polvere nera (in ceco: Střelný prach)</translation>
    </message>
    <message>
        <source>Every volley</source>
        <translation>A ogni raffica</translation>
    </message>
    <message>
        <source>The firing unit rolls one D6 for its black-powder (or warpstone) weapons. On a 1 the powder is damp and the shot loses armour piercing; 2 to 5 is a normal shot; on a 6 the shot is overcharged with +2 Strength, but the weapon is ruined for the rest of the game. The Shooting page works out the odds.</source>
        <translation>L&apos;unità che spara tira un D6 per le sue armi a polvere nera (o a malapietra). Con 1 la polvere è bagnata e il colpo perde la capacità perforante; da 2 a 5 è un colpo normale; con 6 la carica è sovraccarica e il colpo ha +2 Forza, ma l&apos;arma è rovinata per il resto della partita. La pagina Tiro calcola le probabilità.</translation>
    </message>
    <message>
        <source>Starting a jungle battle</source>
        <translation>Iniziare una battaglia nella giungla</translation>
    </message>
    <message>
        <source>1. Terrain</source>
        <translation>1. Terreno</translation>
    </message>
    <message>
        <source>Agree the type of every terrain piece (see above).</source>
        <translation>Concordate il tipo di ogni elemento scenico (vedi sopra).</translation>
    </message>
    <message>
        <source>2. Encounter points</source>
        <translation>2. Punti incontro</translation>
    </message>
    <message>
        <source>Roll D6+6 once; each player gets that many points for the whole battle.</source>
        <translation>Tirate D6+6 una volta; ogni giocatore riceve quel numero di punti per tutta la battaglia.</translation>
    </message>
    <message>
        <source>3. Deployment</source>
        <translation>3. Schieramento</translation>
    </message>
    <message>
        <source>Deploy as the scenario says.</source>
        <translation>Schierate come indica lo scenario.</translation>
    </message>
    <message>
        <source>4. Events (Czech: Události)</source>
        <translation>4. Eventi (in ceco: Události)</translation>
    </message>
    <message>
        <source>Each player rolls 2D6 on the events table, unless the scenario changes this. Lizardmen may re-roll some results (see the Events page).</source>
        <translation>Ogni giocatore tira 2D6 sulla tabella degli eventi, salvo che lo scenario disponga diversamente. Gli Uomini Lucertola possono ritirare alcuni risultati (vedi la pagina Eventi).</translation>
    </message>
    <message>
        <source>5. First turn</source>
        <translation>5. Primo turno</translation>
    </message>
    <message>
        <source>Decide who starts; a Monkey Run adds +1 to that roll, and is rolled again when the scenario already fixes who starts.</source>
        <translation>Decidete chi inizia; una Corsa delle Scimmie aggiunge +1 a quel tiro, e va ritirata se lo scenario stabilisce già chi inizia.</translation>
    </message>
    <message>
        <source>Every turn: jungle encounters (Czech: Překvapení z džungle)</source>
        <translation>A ogni turno: incontri nella giungla (in ceco: Překvapení z džungle)</translation>
    </message>
    <message>
        <source>A new Encounters phase comes between Magic and Shooting. First check every encounter on the table again against units of both players in range (the tracker on the Encounters page lists them). Then the active player may pay points for a terrain piece (jungle 1, anything else 2, each piece at most once a phase), roll 2D6 for the encounter, place the large template at a point inside that piece and resolve it. Mark the encounter on the table: it stays. Its damage counts as non-magical shooting, and heavy losses mean a Panic test at the end of the phase.</source>
        <translation>Una nuova fase degli Incontri si inserisce tra Magia e Tiro. Prima ricontrolla ogni incontro sul tavolo contro le unità di entrambi i giocatori a portata (il registro nella pagina Incontri li elenca). Poi il giocatore attivo può pagare punti per un elemento scenico (giungla 1, qualsiasi altro 2, ogni elemento al massimo una volta per fase), tirare 2D6 per l&apos;incontro, piazzare la sagoma grande in un punto dentro quell&apos;elemento e risolverlo. Segna l&apos;incontro sul tavolo: resta lì. I suoi danni contano come tiro non magico, e perdite pesanti comportano un test di Panico alla fine della fase.</translation>
    </message>
    <message>
        <source>Fighting in the jungles of Lustria</source>
        <translation>Combattere nelle giungle di Lustria</translation>
    </message>
    <message>
        <source>A short summary of the jungle rules, in our words. The Czech terms are those of the community text the rules come from.</source>
        <translation>Un breve riassunto delle regole della giungla, con parole nostre. I termini cechi sono quelli del testo della comunità da cui provengono le regole.</translation>
    </message>
    <message>
        <source>F&amp;ilter:</source>
        <translation>F&amp;iltro:</translation>
    </message>
    <message>
        <source>The house rules</source>
        <translation>Le house rules</translation>
    </message>
    <message>
        <source>Words from a rule&apos;s English or Italian name or its summary</source>
        <translation>Parole dal titolo, dal nome italiano o dal riassunto di una regola</translation>
    </message>
    <message>
        <source>Ordine gerarchico di valenza</source>
        <comment>Italian rule name</comment>
        <translation>Ordine gerarchico di valenza</translation>
    </message>
    <message>
        <source>Which rule wins</source>
        <translation>Quale regola prevale</translation>
    </message>
    <message>
        <source>When sources disagree, the most specific one applies: a tournament&apos;s own extra rules, then these house rules, then official clarifications, then the official FAQ, and the rulebook last. A house rule counts as official unless it is marked as doubtful or under discussion; at private or unsanctioned games players should agree on them before they start.</source>
        <translation>Quando le fonti sono in disaccordo, si applica la più specifica: le regole aggiuntive di un torneo, poi queste house rules, poi i chiarimenti ufficiali, poi le FAQ ufficiali e per ultimo il manuale. Una house rule vale come ufficiale a meno che non sia indicata come dubbia o in discussione; nelle partite private o non sanzionate i giocatori dovrebbero accordarsi prima di iniziare.</translation>
    </message>
    <message>
        <source>Unità con limiti di composizione 8-12 troopers</source>
        <comment>Italian rule name</comment>
        <translation>Unità con limiti di composizione 8-12 troopers</translation>
    </message>
    <message>
        <source>Units of 8 to 12 troopers</source>
        <translation>Unità da 8 a 12 troopers</translation>
    </message>
    <message>
        <source>Any unit whose size limits are 8 to 12 troopers may field 6 to 12 instead.</source>
        <translation>Ogni Unità con limiti di composizione da 8 a 12 troopers può invece schierarne da 6 a 12.</translation>
    </message>
    <message>
        <source>Cambio di priorità di bersaglio</source>
        <comment>Italian rule name</comment>
        <translation>Cambio di priorità di bersaglio</translation>
    </message>
    <message>
        <source>Changing target priority</source>
        <translation>Cambio della priorità di bersaglio</translation>
    </message>
    <message>
        <source>A new priority target cannot be a model that is more than half hidden behind another, closer enemy model. If some models of the targeted unit are not hidden that way, the nearest of them becomes the priority target. Models actively using Sniper ignore this.</source>
        <translation>Un nuovo bersaglio prioritario non può essere un modello coperto per più di metà da un altro modello nemico più vicino. Se alcuni modelli dell&apos;Unità bersagliata non sono coperti in quel modo, il più vicino tra essi diventa il bersaglio prioritario. I modelli che usano attivamente Sniper ignorano questa regola.</translation>
    </message>
    <message>
        <source>Grate, griglie e reti come ostacoli</source>
        <comment>Italian rule name</comment>
        <translation>Grate, griglie e reti come ostacoli</translation>
    </message>
    <message>
        <source>Grates, grilles and nets</source>
        <translation>Grate, griglie e reti</translation>
    </message>
    <message>
        <source>A line of fire through one or more grates, grilles or nets gives the shooter −1 RC. It is not cover and always adds to other penalties.</source>
        <translation>Una linea di fuoco attraverso una o più grate, griglie o reti dà al tiratore −1 alla RC. Non è Copertura e si somma sempre agli altri malus.</translation>
    </message>
    <message>
        <source>Camouflage</source>
        <comment>Italian rule name</comment>
        <translation>Camouflage</translation>
    </message>
    <message>
        <source>Camouflage</source>
        <translation>Camouflage</translation>
    </message>
    <message>
        <source>Whoever targets a Camouflaged model that is in cover or in MP, or its Unit Card, takes −1 RC, and −(skill level) LD to spot it.</source>
        <translation>Chi bersaglia un modello con Camouflage che si trova in Copertura o in MP, o la sua Unit Card, subisce −1 alla RC e −(livello dell&apos;abilità) alla LD per avvistarlo.</translation>
    </message>
    <message>
        <source>Demolition Training</source>
        <comment>Italian rule name</comment>
        <translation>Demolition Training</translation>
    </message>
    <message>
        <source>Demolition Training</source>
        <translation>Demolition Training</translation>
    </message>
    <message>
        <source>Models with the skill may carry a Remote Detonator by adding its 2 points to their PC; it counts as a load-out.</source>
        <translation>I modelli con l&apos;abilità possono portare un Remote Detonator aggiungendo i suoi 2 punti al loro PC; conta come un load-out.</translation>
    </message>
    <message>
        <source>Impenetrability</source>
        <comment>Italian rule name</comment>
        <translation>Impenetrability</translation>
    </message>
    <message>
        <source>Impenetrability</source>
        <translation>Impenetrabilità</translation>
    </message>
    <message>
        <source>On top of its usual effect, the skill protects against every close-combat attack that is not AV and has a base DAM of 10 or less.</source>
        <translation>Oltre al suo effetto abituale, l&apos;abilità protegge da ogni attacco in CC che non sia AV e abbia un DAM base di 10 o meno.</translation>
    </message>
    <message>
        <source>Inspiration</source>
        <comment>Italian rule name</comment>
        <translation>Inspiration</translation>
    </message>
    <message>
        <source>Inspiration</source>
        <translation>Inspiration</translation>
    </message>
    <message>
        <source>Its bonus only helps Morale checks and Regroup rolls.</source>
        <translation>Il suo bonus vale solo per i Morale check e i tiri di Riorganizzare.</translation>
    </message>
    <message>
        <source>Para-deploy</source>
        <comment>Italian rule name</comment>
        <translation>Para-deploy</translation>
    </message>
    <message>
        <source>Para-deploy</source>
        <translation>Para-deploy</translation>
    </message>
    <message>
        <source>Models that do not come down on a terrain piece still have 2 Actions. A model landing outside the template takes −4 LD on its status check.</source>
        <translation>I modelli che non atterrano su un elemento scenico hanno comunque 2 Azioni. Un modello che atterra fuori dal template subisce −4 alla LD per lo status check.</translation>
    </message>
    <message>
        <source>Shadow Walk</source>
        <comment>Italian rule name</comment>
        <translation>Shadow Walk</translation>
    </message>
    <message>
        <source>Shadow Walk</source>
        <translation>Shadow Walk</translation>
    </message>
    <message>
        <source>No PW test is needed: one Action to concentrate, then the next Action to reappear anywhere within 6&quot;, unseen and undetected.</source>
        <translation>Non serve il test PW: un&apos;Azione per concentrarsi, poi l&apos;Azione successiva per ricomparire in un punto qualsiasi entro 6&quot;, senza essere visto né percepito.</translation>
    </message>
    <message>
        <source>Tactical Sense</source>
        <comment>Italian rule name</comment>
        <translation>Tactical Sense</translation>
    </message>
    <message>
        <source>Tactical Sense</source>
        <translation>Tactical Sense</translation>
    </message>
    <message>
        <source>Target priority cannot be moved to a unit all of whose members are more than half hidden behind other enemy models. Models actively using Sniper are exempt.</source>
        <translation>La priorità di bersaglio non può essere spostata su un&apos;Unità i cui membri sono tutti coperti per più di metà da altri modelli nemici. I modelli che usano attivamente Sniper ne sono esenti.</translation>
    </message>
    <message>
        <source>Abilità speciale &quot;Tank Hunter&quot; per modelli armati con Autocannon e Lanciarazzi</source>
        <comment>Italian rule name</comment>
        <translation>Abilità speciale &quot;Tank Hunter&quot; per modelli armati con Autocannon e Lanciarazzi</translation>
    </message>
    <message>
        <source>Tank Hunter for autocannons and rocket launchers</source>
        <translation>Tank Hunter per autocannon e lanciarazzi</translation>
    </message>
    <message>
        <source>A model with an autocannon (except the Soulshearer Autocannon and mounted autocannons), or with a rocket launcher about to fire an AV rocket, may move its target priority straight to a vehicle or an Impenetrable model, as long as no other enemy is within SR (for a Grunt) or PB (for an Elite). Individuals and Supports count as Grunts with LD 11 or less, as Elites otherwise.</source>
        <translation>Un modello con un autocannon (esclusi il Soulshearer Autocannon e gli autocannon montati), o con un lanciarazzi che sta per sparare un razzo AV, può spostare la sua priorità di bersaglio direttamente su un Veicolo o su un modello con Impenetrabilità, purché nessun altro nemico sia entro SR (per un Grunt) o PB (per un Elite). Individual e Supporti contano come Grunt con LD 11 o meno, altrimenti come Elite.</translation>
    </message>
    <message>
        <source>Poteri Focused</source>
        <comment>Italian rule name</comment>
        <translation>Poteri Focused</translation>
    </message>
    <message>
        <source>Focused powers</source>
        <translation>Poteri Focused</translation>
    </message>
    <message>
        <source>These powers are Focused: the Dark Legion&apos;s Etheric Lance, Black Karma, Apocalypse, The Devouring Darkness, Dark Lightning, Soul Wither and The Wasting, and the Crescentia prophecy Temporal Dissonance.</source>
        <translation>Questi poteri sono Focused: Etheric Lance, Black Karma, Apocalypse, The Devouring Darkness, Dark Lightning, Soul Wither e The Wasting della Legione Oscura, e la profezia Crescentia Temporal Dissonance.</translation>
    </message>
    <message>
        <source>Retromarcia</source>
        <comment>Italian rule name</comment>
        <translation>Retromarcia</translation>
    </message>
    <message>
        <source>Reversing</source>
        <translation>Retromarcia</translation>
    </message>
    <message>
        <source>A vehicle has to stand still for an Action before it drives backwards, and again before it drives forwards once more. Reversing costs no MV by itself. While reversing the driver cannot attack in CC or RC, though other crew may. Flying vehicles never reverse.</source>
        <translation>Un Veicolo deve restare fermo per un&apos;Azione prima di muoversi all&apos;indietro, e di nuovo prima di tornare ad andare in avanti. La Retromarcia di per sé non costa MV. In Retromarcia il Pilota non può attaccare in CC o RC, ma gli altri membri dell&apos;equipaggio sì. I Veicoli volanti non vanno mai in Retromarcia.</translation>
    </message>
    <message>
        <source>Status di movimento dei Veicoli</source>
        <comment>Italian rule name</comment>
        <translation>Status di movimento dei Veicoli</translation>
    </message>
    <message>
        <source>Vehicle movement status</source>
        <translation>Status di movimento dei Veicoli</translation>
    </message>
    <message>
        <source>A token shows which way a vehicle is driving and is removed when it stops. Vehicles start the game stationary until their first activation, whose first move may go either way. A driver going on Wait stops the vehicle; if the driver then loses Wait unused, or ends an Action from Wait without moving, the vehicle has stood still for one Action.</source>
        <translation>Un segnalino indica in che senso marcia un Veicolo e viene rimosso quando si ferma. I Veicoli iniziano la partita fermi fino alla loro prima attivazione, il cui primo movimento può essere in un senso o nell&apos;altro. Un Pilota che entra in Attesa ferma il Veicolo; se poi il Pilota perde l&apos;Attesa senza usarla, o termina un&apos;Azione dall&apos;Attesa senza muovere, il Veicolo è rimasto fermo per un&apos;Azione.</translation>
    </message>
    <message>
        <source>Speronamento</source>
        <comment>Italian rule name</comment>
        <translation>Speronamento</translation>
    </message>
    <message>
        <source>Ramming</source>
        <translation>Speronamento</translation>
    </message>
    <message>
        <source>A ram is a driving Action that moves and attacks at once: the vehicle goes straight ahead for its full MV, over enemy models, hitting each one it touches, and the driver attacks nothing else. Before moving, the driver must pass an LD test at −4 per SZ of difference for each model at least as big as the vehicle and at −8 for a terrain piece; a friendly model in the way forbids it. A rammed model falls Prone and takes DAM 6 + vehicle SZ with a multiplier of vehicle SZ − 1 (at least 1), AV-0; the vehicle takes DAM 6 + model SZ with a multiplier of model SZ − 1 (at least 1), AV-0 from SZ 3+ models and vehicles, a Natural Attack otherwise. A wound from a collision stops the vehicle and ends its Action; terrain, a vehicle of SZ 3+ or a model 2 SZ bigger stop it for the Round, and terrain hurts it as if it had rammed itself. Models on Wait may Take Cover with the vehicle&apos;s SZ added to their LD but cannot counter-charge; survivors lose Wait. Afterwards, models under the vehicle are moved aside into contact. Flying vehicles and bipeds cannot ram. The Ramming page computes all of this.</source>
        <translation>Uno Speronamento è un&apos;Azione di Guida che muove e attacca allo stesso tempo: il Veicolo va dritto in avanti per tutto il suo MV, sopra i modelli nemici, colpendo ognuno di quelli che tocca, e il Pilota non attacca nient&apos;altro. Prima di muovere, il Pilota deve superare un test LD a −4 per ogni SZ di differenza per ogni modello grande almeno quanto il Veicolo e a −8 per un elemento scenico; un modello amico sul percorso lo impedisce. Un modello Speronato cade Prono e subisce DAM 6 + SZ del Veicolo con un moltiplicatore pari a SZ del Veicolo − 1 (minimo 1), AV-0; il Veicolo subisce DAM 6 + SZ del modello con un moltiplicatore pari a SZ del modello − 1 (minimo 1), AV-0 da modelli di SZ 3+ e Veicoli, altrimenti un Attacco Naturale. Una ferita da una collisione ferma il Veicolo e termina la sua Azione; un elemento scenico, un Veicolo di SZ 3+ o un modello di 2 SZ più grande lo fermano per il Round, e l&apos;elemento scenico lo danneggia come se avesse speronato se stesso. I modelli in Attesa possono Mettersi al Riparo aggiungendo la SZ del Veicolo alla loro LD ma non possono Controcaricare; i sopravvissuti perdono l&apos;Attesa. Alla fine, i modelli sotto il Veicolo vengono spostati a lato, in contatto con esso. I Veicoli volanti e i bipedi non possono speronare. La pagina Speronamento calcola tutto questo.</translation>
    </message>
    <message>
        <source>Influenza degli elementi scenici sulle aree coperte da template</source>
        <comment>Italian rule name</comment>
        <translation>Influenza degli elementi scenici sulle aree coperte da template</translation>
    </message>
    <message>
        <source>Terrain and templates</source>
        <translation>Elementi scenici e template</translation>
    </message>
    <message>
        <source>A flame, spray or blast template leaves alone a model that a terrain piece hides completely from the template&apos;s source (the tip of a directly placed template, the centre of an explosion). For flamethrowers only, inside rooms, building corridors and tunnels up to 3&quot; wide, a flame that hits a wall in front of it can spill into the 3&quot; corridors that wall bounds.</source>
        <translation>Un template di fiammata, spruzzata o esplosione non influenza un modello che un elemento scenico nasconde completamente alla fonte del template (la cuspide di un template piazzato direttamente, il centro di un&apos;esplosione). Solo per i lanciafiamme, all&apos;interno di stanze, corridoi di edifici e tunnel larghi fino a 3&quot;, una fiamma che colpisce una parete di fronte a sé può espandersi nei corridoi di 3&quot; delimitati da quella parete.</translation>
    </message>
    <message>
        <source>Cluster Effect ecceduto da modelli in CC</source>
        <comment>Italian rule name</comment>
        <translation>Cluster Effect ecceduto da modelli in CC</translation>
    </message>
    <message>
        <source>Cluster Effect exceeded in close combat</source>
        <translation>Cluster Effect superato in CC</translation>
    </message>
    <message>
        <source>If a template covers more models in close combat than the weapon&apos;s Cluster Effect, each of them rolls a die and adds its SZ: the highest totals are hit, up to the Cluster Effect.</source>
        <translation>Se un template copre più modelli in CC del Cluster Effect dell&apos;arma, ognuno di essi tira un dado e aggiunge la sua SZ: sono colpiti i totali più alti, fino al Cluster Effect.</translation>
    </message>
    <message>
        <source>Silencer e armi silenziate</source>
        <comment>Italian rule name</comment>
        <translation>Silencer e armi silenziate</translation>
    </message>
    <message>
        <source>Silencers</source>
        <translation>Silencer</translation>
    </message>
    <message>
        <source>The limit about primary sniper rifles does not apply, and a silenced weapon makes no muzzle flash when it fires at night.</source>
        <translation>La restrizione sui fucili di precisione primari non si applica, e un&apos;arma silenziata non produce Bagliore quando spara di notte.</translation>
    </message>
    <message>
        <source>Mortai</source>
        <comment>Italian rule name</comment>
        <translation>Mortai</translation>
    </message>
    <message>
        <source>Mortars</source>
        <translation>Mortai</translation>
    </message>
    <message>
        <source>The crew must spend two preparation Actions before one of them fires the mortar (the Greymourn needs one). Moving the mortar after preparing it means preparing it again.</source>
        <translation>L&apos;equipaggio deve spendere due Azioni di preparazione prima che uno dei suoi membri spari col mortaio (al Greymourn ne basta una). Muovere il mortaio dopo averlo preparato obbliga a prepararlo di nuovo.</translation>
    </message>
    <message>
        <source>Vulkan</source>
        <comment>Italian rule name</comment>
        <translation>Vulkan</translation>
    </message>
    <message>
        <source>Vulkan</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <source>Vulkans are Support units of the Bauhaus support list, not Elite units.</source>
        <translation>I Vulkan sono Unità di Supporto della support list Bauhaus, non Unità Elite.</translation>
    </message>
    <message>
        <source>Apocalypse</source>
        <comment>Italian rule name</comment>
        <translation>Apocalypse</translation>
    </message>
    <message>
        <source>Apocalypse</source>
        <translation>Apocalypse</translation>
    </message>
    <message>
        <source>A Focused power that follows target priority. One model may have it in armies under 1000 points, and one more for every full 1000 points of the game (0–999: one, 1000–1999: two, and so on).</source>
        <translation>Un potere Focused che segue la priorità di bersaglio. Un modello può averlo in eserciti sotto i 1000 punti, e uno in più per ogni 1000 punti interi della partita (0–999: uno, 1000–1999: due, e così via).</translation>
    </message>
    <message>
        <source>Greymourn</source>
        <comment>Italian rule name</comment>
        <translation>Greymourn</translation>
    </message>
    <message>
        <source>Greymourn</source>
        <translation>Greymourn</translation>
    </message>
    <message>
        <source>With one of its two crew lost, whoever holds the mortar must spend an Action preparing it before every firing Action; preparing in one Turn and firing in the next is allowed. The Loader can take the mortar from a fallen Gunner only in base contact. The carrier always moves 3, the other crewman up to 4.</source>
        <translation>Se manca uno dei due membri dell&apos;equipaggio, chi ha in mano il mortaio deve spendere un&apos;Azione per prepararlo prima di ogni Azione di fuoco; è permesso preparare in un Turno e sparare in quello successivo. Il Loader può prendere il mortaio da un Gunner caduto solo se è in contatto di base. Chi porta il mortaio muove sempre di 3, l&apos;altro membro fino a 4.</translation>
    </message>
    <message>
        <source>Calcolo dei Punti Vittoria</source>
        <comment>Italian rule name</comment>
        <translation>Calcolo dei Punti Vittoria</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punti Vittoria</translation>
    </message>
    <message>
        <source>Enemy models destroyed or unhinged score 100% of their PC, routed 50%, panicked 25% and at half wounds or fewer 25%; each enemy unit wiped out adds 25% of its PC. Work out one model&apos;s points and round them (.25 down, .75 up, .5 kept) before multiplying by identical models. The higher score wins unless the gap is 5% of the game size or less, which is a draw. A player who concedes or walks away loses, and the opponent adds 100% of the conceder&apos;s surviving models to the points already earned. The Victory points page does the sums.</source>
        <translation>I modelli nemici distrutti o sbandati valgono il 100% del loro PC, quelli in rotta il 50%, in panico il 25% e ridotti a metà delle ferite o meno il 25%; ogni Unità nemica annientata aggiunge il 25% del suo PC. Calcolate i punti di un modello e arrotondateli (decimali ,25 per difetto, ,75 per eccesso, ,5 invariati) prima di moltiplicare per i modelli identici. Vince il punteggio più alto, a meno che lo scarto non sia pari o inferiore al 5% del formato: in tal caso è pareggio. Chi concede o abbandona perde, e l&apos;avversario aggiunge ai punti già guadagnati il 100% dei modelli superstiti di chi ha concesso. La pagina Punti Vittoria fa i conti.</translation>
    </message>
    <message>
        <source>PC dei singoli membri delle Unità con un solo PC totale</source>
        <comment>Italian rule name</comment>
        <translation>PC dei singoli membri delle Unità con un solo PC totale</translation>
    </message>
    <message>
        <source>Member costs of units priced as a whole</source>
        <translation>Costi dei membri delle Unità con un solo PC</translation>
    </message>
    <message>
        <source>Gives a PC for each member of units bought as a whole: mortar teams, cannons, the Ducal Mounted HMG, Doomtroopers and Defiler Pods (a pod&apos;s price is the pod alone; the models it brings cost their normal PC). A load-out bought for a mortar team is shared among the members in equal whole parts, the rest going to the Spotter, Leader or Gunner: 10 points on a Stormtrencher team turn 17/17/20 into 20/20/24. Both are on the Victory points page.</source>
        <translation>Assegna un PC a ogni membro delle Unità acquistate in blocco: squadre mortaio, cannoni, la Ducal Mounted HMG, i Doomtroopers e i Defiler Pod (il prezzo di un pod è quello del solo pod; i modelli che porta costano il loro PC normale). Un load-out acquistato per una squadra mortaio si divide tra i membri in parti uguali e intere, e il resto va allo Spotter, al Leader o al Gunner: 10 punti su una squadra Stormtrencher trasformano 17/17/20 in 20/20/24. Entrambi sono nella pagina Punti Vittoria.</translation>
    </message>
    <message>
        <source>Bosco Fitto</source>
        <comment>Italian rule name</comment>
        <translation>Bosco Fitto</translation>
    </message>
    <message>
        <source>Dense Woods</source>
        <translation>Bosco Fitto</translation>
    </message>
    <message>
        <source>Dense Woods is Rough Terrain, and models inside always have Light Cover. A line of sight through Dense Woods stops after 3&quot; of woods.</source>
        <translation>Il Bosco Fitto è Terreno Accidentato, e i modelli al suo interno hanno sempre Copertura Leggera. Una linea di vista attraverso il Bosco Fitto si interrompe dopo 3&quot; di bosco.</translation>
    </message>
    <message>
        <source>Movimento e LOS all’interno degli edifici</source>
        <comment>Italian rule name</comment>
        <translation>Movimento e LOS all’interno degli edifici</translation>
    </message>
    <message>
        <source>Movement and line of sight in buildings</source>
        <translation>Movimento e linea di vista negli edifici</translation>
    </message>
    <message>
        <source>Opening or closing a door takes an Action in base contact (the model may finish on the other side); a door stays open until someone closes it. Floors are joined by ladders: changing floor is climbing without a Falling Check, usually two Actions (one with Climb). To see through a loophole or hatch a model first moves next to it; a model outside may also see through one when its target inside stands next to it.</source>
        <translation>Aprire o chiudere una porta richiede un&apos;Azione in contatto di base (il modello può terminare dall&apos;altra parte); una porta resta aperta finché qualcuno non la chiude. I piani sono collegati da scale a pioli: cambiare piano equivale ad Arrampicarsi senza Falling Check, di solito con due Azioni (una con Climb). Per vedere attraverso una feritoia o una botola un modello deve prima muoversi accanto a essa; un modello all&apos;esterno può vedere attraverso anche quando il suo bersaglio all&apos;interno vi si trova accanto.</translation>
    </message>
    <message>
        <source>Regolamentazione delle basette</source>
        <comment>Italian rule name</comment>
        <translation>Regolamentazione delle basette</translation>
    </message>
    <message>
        <source>Regulation bases</source>
        <translation>Basette regolamentari</translation>
    </message>
    <message>
        <source>Sets the legal base for each kind of model, for example 25 mm round for SZ 1 and 2, 50 mm for SZ 4, none for Defiler Pods and most vehicles. Line of sight to and from a baseless vehicle is measured from its outermost edge, weapon lines from the muzzle, and a model is in close combat with it when its base touches the vehicle or overlaps its footprint. Only the legal part of an oversized base counts; an undersized one gets a regulation cut-out underneath. Proxies and conversions follow the model they stand for.</source>
        <translation>Stabilisce la basetta regolamentare per ogni tipo di modello, per esempio tonda da 25 mm per SZ 1 e 2, 50 mm per SZ 4, nessuna per i Defiler Pod e la maggior parte dei Veicoli. La linea di vista da e verso un Veicolo senza basetta si misura dal suo bordo più sporgente, le linee di fuoco dalla bocca dell&apos;arma, e un modello è in CC con esso quando la sua basetta tocca il Veicolo o si sovrappone alla sua proiezione. Di una basetta troppo grande conta solo la parte regolamentare; sotto una troppo piccola va applicato un ritaglio regolamentare. Proxy e conversioni seguono il modello che rappresentano.</translation>
    </message>
    <message>
        <source>Nuovo Ambiente Ostile: Zona Radioattiva - livello variabile</source>
        <comment>Italian rule name</comment>
        <translation>Nuovo Ambiente Ostile: Zona Radioattiva - livello variabile</translation>
    </message>
    <message>
        <source>New hostile environment: Radioactive Zone</source>
        <translation>Nuovo ambiente ostile: Zona Radioattiva</translation>
    </message>
    <message>
        <source>Each turn adds an adverse effect to the ones before: Combat Fatigue −2, Reduced Morale −2, Reduced Movement −1, Fatigue, Exhaustion, Exposure, and from the seventh turn an ATS 15 risk test for every model of an activating unit (a wound per failure; Morale checks after the whole unit has rolled). A unit failing its activation check puts a Contamination token on each model (one at most); contaminated models suffer the next turn&apos;s effects as well and skip the check. Medic, Necromancy and Technomancy may remove a Contamination token instead of a wound. Para-deployed units count their turns from their landing. See the Environments page.</source>
        <translation>Ogni turno aggiunge un effetto avverso a quelli precedenti: Combat Fatigue −2, Reduced Morale −2, Reduced Movement −1, Fatigue, Exhaustion, Exposure, e dal settimo turno un test di rischio ATS 15 per ogni modello di un&apos;Unità che si attiva (una ferita per ogni fallimento; i Morale check dopo che l&apos;intera Unità ha tirato). Un&apos;Unità che fallisce il check all&apos;attivazione mette un segnalino Contaminazione su ogni modello (al massimo uno); i modelli contaminati subiscono anche gli effetti del turno successivo e saltano il check. Medic, Necromancy e Technomancy possono rimuovere un segnalino Contaminazione invece di una ferita. Le Unità paracadutate contano i turni dal loro atterraggio. Vedi la pagina Ambienti.</translation>
    </message>
    <message>
        <source>Nuovo Ambiente Ostile: Tunnel</source>
        <comment>Italian rule name</comment>
        <translation>Nuovo Ambiente Ostile: Tunnel</translation>
    </message>
    <message>
        <source>New hostile environment: Tunnel</source>
        <translation>Nuovo ambiente ostile: Tunnel</translation>
    </message>
    <message>
        <source>The battle is fought in dark underground tunnels: Night rules with 14&quot; line of sight, muzzle flashes for the whole Turn (−4 instead of −8 beyond line of sight), Comm Failure and Reduced Morale −3, indirect fire up to 14&quot;, flyers at Altitude 2 at most, vehicles at half MV, smoke one Turn longer, Para-deploy sometimes swapped for Infiltrate, deployment in the outer chambers and walls that break Command Distance. The full checklist is on the Environments page.</source>
        <translation>La battaglia si combatte in oscuri tunnel sotterranei: regole del Notturno con linea di vista di 14&quot;, bagliori per tutto il Turno (−4 invece di −8 oltre la linea di vista), Comm Failure e Reduced Morale −3, fuoco indiretto fino a 14&quot;, modelli in volo al massimo ad Altitudine 2, Veicoli a metà MV, template di Smoke per un Turno in più, Para-deploy a volte sostituito da Infiltrate, schieramento nelle camere più esterne e pareti che interrompono la Command Distance. La lista completa è nella pagina Ambienti.</translation>
    </message>
    <message>
        <source>%1 of %2 rules</source>
        <translation>%1 di %2 regole</translation>
    </message>
    <message>
        <source>Italian name:</source>
        <translation>Nome italiano:</translation>
    </message>
    <message>
        <source>No rule matches the filter.</source>
        <translation>Nessuna regola corrisponde al filtro.</translation>
    </message>
</context>
<context>
    <name>ResultForm</name>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <source>e.g. 180, 22.5 or 45/2</source>
        <translation>es. 180, 22,5 o 45/2</translation>
    </message>
    <message>
        <source>e.g. 150</source>
        <translation>es. 150</translation>
    </message>
    <message>
        <source>&amp;Concession</source>
        <translation>A&amp;bbandono</translation>
    </message>
    <message>
        <source>A player who concedes loses.</source>
        <translation>Chi abbandona perde.</translation>
    </message>
    <message>
        <source>&amp;Save the result</source>
        <translation>&amp;Salva il risultato</translation>
    </message>
    <message>
        <source>On the phones: %1.</source>
        <translation>Dai telefoni: %1.</translation>
    </message>
    <message>
        <source>Fill in %1</source>
        <translation>Inserisci %1</translation>
    </message>
    <message>
        <source>No such table in this round.</source>
        <translation>Questo round non ha un tavolo con questo numero.</translation>
    </message>
    <message>
        <source>player 1</source>
        <translation>giocatore 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <translation>giocatore 2</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>Nobody conceded</source>
        <translation>Nessun abbandono</translation>
    </message>
    <message>
        <source>%1 conceded</source>
        <translation>%1 ha abbandonato</translation>
    </message>
    <message>
        <source>&amp;1. %1: VP</source>
        <translation>&amp;1. %1: PV</translation>
    </message>
    <message>
        <source>&amp;2. %1: VP</source>
        <translation>&amp;2. %1: PV</translation>
    </message>
    <message>
        <source>Type both players&apos; VP: a whole number, a decimal such as 22.5, or a fraction such as 45/2.</source>
        <translation>Scrivi i PV di entrambi i giocatori: un numero intero, un decimale come 22,5 o una frazione come 45/2.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 is not the current round. Table %2 has %3 (%4): replace it with %5? The standings are recomputed; %n later round(s) (%6) were paired before it.</source>
        <translation>
            <numerusform>Il round %1 non è il round in corso. Il tavolo %2 ha %3 (%4): sostituirlo con %5? La classifica viene ricalcolata; %n round successivo (%6) è stato abbinato prima.</numerusform>
            <numerusform>Il round %1 non è il round in corso. Il tavolo %2 ha %3 (%4): sostituirlo con %5? La classifica viene ricalcolata; %n round successivi (%6) sono stati abbinati prima.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the result?</source>
        <translation>Sostituire il risultato?</translation>
    </message>
    <message>
        <source>Table %1 already has %2 (%3). Replace it with %4?</source>
        <translation>Il tavolo %1 ha già %2 (%3). Sostituirlo con %4?</translation>
    </message>
    <message>
        <source>Not saved: table %1 is as it was.</source>
        <translation>Non salvato: il tavolo %1 resta com’era.</translation>
    </message>
    <message>
        <source>Not saved: table %1 keeps %2 from %3; the form shows it again.</source>
        <translation>Non salvato: il tavolo %1 mantiene %2 da %3; il modulo lo mostra di nuovo.</translation>
    </message>
    <message>
        <source>Change an earlier round?</source>
        <translation>Cambiare un round precedente?</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 is not the current round. Saving this result recomputes the standings; %n later round(s) (%2) were paired before it. Save it?</source>
        <translation>
            <numerusform>Il round %1 non è il round in corso. Salvare questo risultato ricalcola la classifica; %n round successivo (%2) è stato abbinato prima. Salvarlo?</numerusform>
            <numerusform>Il round %1 non è il round in corso. Salvare questo risultato ricalcola la classifica; %n round successivi (%2) sono stati abbinati prima. Salvarlo?</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1: %2 %3 %4 is not saved yet: the event&apos;s database does not answer. It is saved as soon as the database answers again.</source>
        <translation>Tavolo %1: %2 %3 %4 non è ancora salvato: il database dell’evento non risponde. Viene salvato appena il database risponde di nuovo.</translation>
    </message>
    <message>
        <source>Table %1: %2 %3 %4 is saved.</source>
        <translation>Tavolo %1: %2 %3 %4 è salvato.</translation>
    </message>
    <message>
        <source>Table %1 already had this result: nothing changed.</source>
        <translation>Il tavolo %1 aveva già questo risultato: non è cambiato nulla.</translation>
    </message>
    <message numerus="yes">
        <source>%1 The standings are recomputed. %n later round(s) (%2) were paired on the standings before this change; their pairings stay as published.</source>
        <translation>
            <numerusform>%1 La classifica è ricalcolata. %n round successivo (%2) è stato abbinato sulla classifica di prima di questa modifica; il suo abbinamento resta come pubblicato.</numerusform>
            <numerusform>%1 La classifica è ricalcolata. %n round successivi (%2) sono stati abbinati sulla classifica di prima di questa modifica; i loro abbinamenti restano come pubblicati.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table has a result</source>
        <translation>Il tavolo ha un risultato</translation>
    </message>
    <message>
        <source>Table %1 already has %2 from %3. Replace it with %4?</source>
        <translation>Il tavolo %1 ha già %2 da %3. Sostituirlo con %4?</translation>
    </message>
    <message>
        <source>Not saved: %1. The form now shows the table as saved.</source>
        <translation>Non salvato: %1. Il modulo ora mostra il tavolo come è salvato.</translation>
    </message>
</context>
<context>
    <name>ResultTable</name>
    <message>
        <source>Results</source>
        <translation>Risultati</translation>
    </message>
</context>
<context>
    <name>RingballTab</name>
    <message>
        <source>Ringball</source>
        <translation>Ringball</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Lancio</translation>
    </message>
    <message>
        <source>Steal</source>
        <translation>Rubare</translation>
    </message>
    <message>
        <source>SBG rolls</source>
        <translation>Tiri SBG</translation>
    </message>
    <message>
        <source>Match tracker</source>
        <translation>Segnapunti</translation>
    </message>
</context>
<context>
    <name>RollLog</name>
    <message>
        <source>No roll yet.</source>
        <translation>Ancora nessun tiro.</translation>
    </message>
    <message>
        <source>&amp;Clear log</source>
        <translation>&amp;Cancella registro</translation>
    </message>
</context>
<context>
    <name>RollPanel</name>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
</context>
<context>
    <name>RollsPage</name>
    <message>
        <source>Wound chart (the Heroic Tackle&apos;s hit)</source>
        <translation>Tabella delle ferite (colpo del Placcaggio Eroico)</translation>
    </message>
    <message>
        <source>Courage test</source>
        <translation>Test di Coraggio</translation>
    </message>
    <message>
        <source>Picking up the ball</source>
        <translation>Raccogliere la palla</translation>
    </message>
    <message>
        <source>Keeping the ball when the carrier goes down</source>
        <translation>Tenere la palla quando il portatore finisce a terra</translation>
    </message>
    <message>
        <source>File ▸ Save scenario and View ▸ Reset this form act on the calculator you used last on this page.</source>
        <translation>File ▸ Salva scenario e Visualizza ▸ Reimposta questo modulo agiscono sull&apos;ultimo calcolatore usato in questa pagina.</translation>
    </message>
</context>
<context>
    <name>RoundModel</name>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Player 1 (points)</source>
        <translation>Giocatore 1 (punti)</translation>
    </message>
    <message>
        <source>Player 2 (points)</source>
        <translation>Giocatore 2 (punti)</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Telefoni</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>rematch</source>
        <translation>rivincita</translation>
    </message>
    <message>
        <source>same club</source>
        <translation>stesso club</translation>
    </message>
    <message>
        <source>fixed table</source>
        <translation>tavolo fisso</translation>
    </message>
    <message>
        <source>entered by %1</source>
        <translation>inserito da %1</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>bye: %1 points</source>
        <translation>bye: %1 punti</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Draw, %1</source>
        <translation>Pareggio, %1</translation>
    </message>
    <message>
        <source>%1 wins, %2</source>
        <translation>Vince %1, %2</translation>
    </message>
    <message>
        <source>%1 (%2 conceded)</source>
        <translation>%1 (%2 ha abbandonato)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>A preview: nothing is saved until it is published. The pairing is the best one by the rules&apos; tiers: the fewest rematches, then the smallest differences of points, then the fewest pairs from one club, then the event&apos;s seed. Notes flag every rematch and same-club pair. Discard it to pair later, for example after a late arrival is registered.</source>
        <translation>Un’anteprima: nulla è salvato finché non viene pubblicata. L’abbinamento è il migliore secondo i livelli delle regole: il minor numero di rivincite, poi le minori differenze di punti, poi il minor numero di coppie dello stesso club, poi il seme dell’evento. Le note segnalano ogni rivincita e ogni coppia dello stesso club. Scartala per abbinare più tardi, per esempio dopo aver registrato un arrivo tardivo.</translation>
    </message>
    <message>
        <source>Print this table&apos;s s&amp;lip…</source>
        <translation>Stampa il foglietto di &amp;questo tavolo…</translation>
    </message>
    <message>
        <source>Print the result slip of the table chosen above, alone (a new copy for a lost or spoilt slip).</source>
        <translation>Stampa da solo il foglietto del risultato del tavolo scelto sopra (una nuova copia per un foglietto perso o rovinato).</translation>
    </message>
</context>
<context>
    <name>RowEditor</name>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Insert a copy of the selected row below it (Insert)</source>
        <translation>Inserisci una copia della riga selezionata sotto di essa (Ins)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove the selected row (Delete)</source>
        <translation>Rimuovi la riga selezionata (Canc)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move the selected row up (Ctrl+Up)</source>
        <translation>Sposta su la riga selezionata (Ctrl+Su)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Sposta giù</translation>
    </message>
    <message>
        <source>Move the selected row down (Ctrl+Down)</source>
        <translation>Sposta giù la riga selezionata (Ctrl+Giù)</translation>
    </message>
    <message>
        <source>Insert a copy of the selected row below it</source>
        <translation>Inserisce una copia della riga selezionata sotto di essa</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Rimuove la riga selezionata</translation>
    </message>
    <message>
        <source>Move the selected row up</source>
        <translation>Sposta in su la riga selezionata</translation>
    </message>
    <message>
        <source>Move the selected row down</source>
        <translation>Sposta in giù la riga selezionata</translation>
    </message>
</context>
<context>
    <name>ScatterPanel</name>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Deviation (inches)</source>
        <translation>Deviazione (pollici)</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>SCATTER: a hit lands on the aimed point; a miss deviates by 7 minus the success total, in inches, in a direction the opponent chooses.</source>
        <translation>SCATTER: se colpisce, il colpo atterra nel punto mirato; se manca, devia di 7 meno il totale del tiro per colpire, in pollici, in una direzione scelta dall&apos;avversario.</translation>
    </message>
    <message>
        <source>An automatic hit never deviates (our reading).</source>
        <translation>Un Colpo Automatico non devia mai (nostra lettura).</translation>
    </message>
    <message>
        <source>Lands on the aimed point (hit)</source>
        <translation>Atterra nel punto mirato (colpito)</translation>
    </message>
    <message>
        <source>Expected deviation (inches)</source>
        <translation>Deviazione attesa (pollici)</translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
</context>
<context>
    <name>ScenarioError</name>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>file o cartella inesistente</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>permesso negato</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>è una cartella</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>atteso un valore</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>atteso un nome di proprietà tra virgolette doppie</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>atteso il separatore &apos;:&apos;</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>atteso il separatore &apos;,&apos;</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>stringa non terminata</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>carattere di controllo non valido</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>sequenza di escape \ non valida</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>sequenza di escape \uXXXX non valida</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>dati in eccesso</translation>
    </message>
    <message>
        <source>Unexpected UTF-8 BOM (decode using utf-8-sig)</source>
        <translation>BOM UTF-8 inatteso (leggere come utf-8-sig)</translation>
    </message>
    <message>
        <source>file is {0:,} bytes; scenario files are at most {1:,} bytes</source>
        <translation>il file è di {0:,} byte; i file di scenario sono al massimo di {1:,} byte</translation>
    </message>
    <message>
        <source>not a scenario file: it is not a regular file (a FIFO or a device)</source>
        <translation>non è un file di scenario: non è un file normale (una FIFO o un dispositivo)</translation>
    </message>
    <message>
        <source>not a scenario file: the text is not UTF-8</source>
        <translation>non è un file di scenario: il testo non è UTF-8</translation>
    </message>
    <message>
        <source>cannot read the file: {0}</source>
        <translation>impossibile leggere il file: {0}</translation>
    </message>
    <message>
        <source>not valid JSON (line {0}, column {1}: {2})</source>
        <translation>JSON non valido (riga {0}, colonna {1}: {2})</translation>
    </message>
    <message>
        <source>not a scenario file: the JSON is nested too deeply</source>
        <translation>non è un file di scenario: il JSON è annidato troppo in profondità</translation>
    </message>
    <message>
        <source>not a scenario file: a number in it has more digits than any field takes</source>
        <translation>non è un file di scenario: un numero al suo interno ha più cifre di quante ne accetti qualsiasi campo</translation>
    </message>
</context>
<context>
    <name>SequencePanel</name>
    <message>
        <source>never</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tutti</translation>
    </message>
    <message>
        <source>bloodbath</source>
        <translation>bagno di sangue</translation>
    </message>
    <message>
        <source>optimal</source>
        <translation>ottimale</translation>
    </message>
    <message>
        <source>Use the Attack page&apos;s &amp;weapon and target</source>
        <translation>Usa &amp;l&apos;arma e il bersaglio della pagina Attacco</translation>
    </message>
    <message>
        <source>Copies the profile set on the Attack page; nothing is spent.</source>
        <translation>Copia il profilo impostato nella pagina Attacco; non si spende nulla.</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Sequenza</translation>
    </message>
    <message>
        <source>&amp;Number of attacks</source>
        <translation>&amp;Numero di attacchi</translation>
    </message>
    <message>
        <source>AUTOMATIC(X), CLEAVE(X), several activations: 1 to 100 attacks in a row.</source>
        <translation>AUTOMATIC(X), CLEAVE(X), più attivazioni: da 1 a 100 attacchi di fila.</translation>
    </message>
    <message>
        <source>&amp;BLOOD MARKER policy</source>
        <translation>Strate&amp;gia SEGNALINI SANGUE</translation>
    </message>
    <message>
        <source>never: spend nothing. all: every marker as +1 INJURY DICE on each injury roll. bloodbath: a Bloodbath whenever affordable, otherwise nothing. optimal: the best chance of Out of Action by the end of the sequence.</source>
        <translation>mai: non spende nulla. tutti: ogni segnalino come +1 DADO FERITA a ogni tiro per ferire. bagno di sangue: un Bagno di Sangue ogni volta che è possibile, altrimenti nulla. ottimale: la migliore probabilità di Fuori Combattimento entro la fine della sequenza.</translation>
    </message>
    <message>
        <source>Main + off-han&amp;d pair (melee)</source>
        <translation>&amp;Coppia principale + arma secondaria (mischia)</translation>
    </message>
    <message>
        <source>Attacks alternate main, off-hand, main…; the off-hand attack is at −1 DICE.</source>
        <translation>Gli attacchi alternano principale, secondaria, principale…; l&apos;attacco con l&apos;arma secondaria è a −1 DADO.</translation>
    </message>
    <message>
        <source>Main weapon</source>
        <translation>Arma principale</translation>
    </message>
    <message>
        <source>Off-hand weapon (−1 DICE)</source>
        <translation>Arma Secondaria (−1 DADO)</translation>
    </message>
    <message>
        <source>INJURY DICE</source>
        <translation>DADI FERITA</translation>
    </message>
    <message>
        <source>Flat injury modifier</source>
        <translation>Modificatore fisso per ferire</translation>
    </message>
    <message>
        <source>Target (state before the first attack)</source>
        <translation>Bersaglio (stato prima del primo attacco)</translation>
    </message>
    <message>
        <source>Result (chosen policy)</source>
        <translation>Risultato (strategia scelta)</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>The BLOOD MARKER policies compared</source>
        <translation>Le strategie SEGNALINI SANGUE a confronto</translation>
    </message>
    <message>
        <source>Out of Action by the end</source>
        <translation>Fuori Combattimento entro la fine</translation>
    </message>
    <message>
        <source>Down at the end</source>
        <translation>Atterrato alla fine</translation>
    </message>
    <message>
        <source>Expected BLOOD MARKERS left</source>
        <translation>SEGNALINI SANGUE rimasti attesi</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>P(Out of Action by this attack) (%)</source>
        <translation>P(Fuori Combattimento entro questo attacco) (%)</translation>
    </message>
    <message>
        <source>BLOOD MARKERS at the end</source>
        <translation>SEGNALINI SANGUE alla fine</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>Blood-marker advisor: what to spend on this injury roll</source>
        <translation>Consigli sui SEGNALINI SANGUE: cosa spendere per questo tiro per ferire</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>In piedi</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Atterrato</translation>
    </message>
    <message>
        <source>ordinary hit</source>
        <translation>colpo normale</translation>
    </message>
    <message>
        <source>Critical Hit</source>
        <translation>Colpo Critico</translation>
    </message>
    <message>
        <source>Ta&amp;rget is</source>
        <translation>Il &amp;bersaglio è</translation>
    </message>
    <message>
        <source>BLOOD &amp;MARKERS</source>
        <translation>SEGNALINI &amp;SANGUE</translation>
    </message>
    <message>
        <source>Attacks &amp;left (this one included)</source>
        <translation>Attacchi &amp;rimasti (compreso questo)</translation>
    </message>
    <message>
        <source>The attack &amp;scored</source>
        <translation>&amp;Esito dell&apos;attacco</translation>
    </message>
    <message>
        <source>TOUGH already used</source>
        <translation>RESISTENTE già usato</translation>
    </message>
    <message>
        <source>MEMENTO MORI already used</source>
        <translation>MEMENTO MORI già usato</translation>
    </message>
    <message>
        <source>Spend now, then play optimally</source>
        <translation>Spendi ora, poi gioca al meglio</translation>
    </message>
    <message>
        <source>P(Out of Action by the end) (%)</source>
        <translation>P(Fuori Combattimento entro la fine) (%)</translation>
    </message>
    <message>
        <source>Our readings where the rules are silent: spending is decided after the hit (and whether it is critical) is known, before the injury roll; a miss spends nothing. A Down target stays Down for the rest of the sequence.</source>
        <translation>Le nostre letture dove le regole tacciono: si decide la spesa dopo aver saputo se l&apos;attacco colpisce (e se è critico), prima del tiro per ferire; un attacco mancato non spende nulla. Un bersaglio Atterrato resta Atterrato per il resto della sequenza.</translation>
    </message>
    <message>
        <source>bloodbath spends exactly the Bloodbath&apos;s cost (6, or 3 if Down) and keeps any other markers. optimal maximises the chance of Out of Action by the end; between equally good choices it spends the fewest markers. So midway through the sequence its curve can trail a policy that spends early: it saves BLOOD MARKERS for the attacks still to come.</source>
        <translation>bagno di sangue spende esattamente il costo del Bagno di Sangue (6, o 3 se Atterrato) e tiene gli altri segnalini. ottimale massimizza la probabilità di Fuori Combattimento entro la fine; tra scelte ugualmente buone spende meno segnalini. Per questo, a metà sequenza, la sua curva può restare sotto quella di una strategia che spende subito: conserva i SEGNALINI SANGUE per gli attacchi ancora da fare.</translation>
    </message>
    <message>
        <source>A main + off-hand pair alternates main, off-hand, main…, starting with the main weapon. Expected BLOOD MARKERS left count a target taken Out of Action as 0.</source>
        <translation>Una coppia principale + secondaria alterna principale, secondaria, principale…, iniziando con l&apos;arma principale. Nei SEGNALINI SANGUE rimasti attesi, un bersaglio messo Fuori Combattimento conta 0.</translation>
    </message>
    <message>
        <source>Target Down, BLOOD MARKERS: %1</source>
        <translation>Bersaglio Atterrato, SEGNALINI SANGUE: %1</translation>
    </message>
    <message>
        <source>Target standing, BLOOD MARKERS: %1</source>
        <translation>Bersaglio in piedi, SEGNALINI SANGUE: %1</translation>
    </message>
    <message>
        <source>%1, TOUGH used</source>
        <translation>%1, RESISTENTE usato</translation>
    </message>
    <message>
        <source>%1, MEMENTO MORI used</source>
        <translation>%1, MEMENTO MORI usato</translation>
    </message>
    <message>
        <source>Bloodbath and spend %1 more</source>
        <translation>Bagno di Sangue e spendine altri %1</translation>
    </message>
    <message>
        <source>Bloodbath</source>
        <translation>Bagno di Sangue</translation>
    </message>
    <message>
        <source>spend %1</source>
        <translation>spendi %1</translation>
    </message>
    <message>
        <source>BB+%1</source>
        <translation>BdS+%1</translation>
    </message>
    <message>
        <source>BB</source>
        <translation>BdS</translation>
    </message>
    <message>
        <source>Standing at the end</source>
        <translation>In piedi alla fine</translation>
    </message>
    <message>
        <source>OOA</source>
        <translation>FC</translation>
    </message>
    <message>
        <source>Standing, BLOOD MARKERS: %1</source>
        <translation>In piedi, SEGNALINI SANGUE: %1</translation>
    </message>
    <message>
        <source>Down, BLOOD MARKERS: %1</source>
        <translation>Atterrato, SEGNALINI SANGUE: %1</translation>
    </message>
    <message>
        <source>Out of Action</source>
        <translation>Fuori Combattimento</translation>
    </message>
    <message>
        <source>%1, %2, %3: %4 now.</source>
        <translation>%1, %2, %3: ora %4.</translation>
    </message>
    <message>
        <source>attacks left: %1</source>
        <translation>attacchi rimasti: %1</translation>
    </message>
    <message>
        <source>Each attack is the Attack page&apos;s single attack against the target&apos;s state at that moment: Down (+1 INJURY DICE in melee in 1.0, on every attack in 1.6.3), its BLOOD MARKERS (at most 6) and whether TOUGH and MEMENTO MORI are spent.</source>
        <translation>Ogni attacco è il singolo attacco della pagina Attacco contro lo stato del bersaglio in quel momento: Atterrato (+1 DADO FERITA in mischia nella 1.0, su ogni attacco nella 1.6.3), i suoi SEGNALINI SANGUE (al massimo 6) e se RESISTENTE e MEMENTO MORI sono già consumati.</translation>
    </message>
    <message>
        <source>MEMENTO MORI is spent like TOUGH, by the first attack it ignores; that attack leaves the target as it was, less the markers spent on its roll. The sequence starts with it unspent: a War Prophet that has used it is a target without it.</source>
        <translation>MEMENTO MORI si consuma come RESISTENTE, con il primo attacco che ignora; quell&apos;attacco lascia il bersaglio com&apos;era, meno i segnalini spesi per il suo tiro. La sequenza inizia con MEMENTO MORI non consumato: un Profeta di Guerra che l&apos;ha già usato è un bersaglio senza di esso.</translation>
    </message>
    <message>
        <source>%1 over %2 (which would %3)</source>
        <translation>%1 rispetto a “%2” (che sceglierebbe: %3)</translation>
    </message>
    <message>
        <source>P(Out of Action by the end): %1, that is %2.</source>
        <translation>P(Fuori Combattimento entro la fine): %1, cioè %2.</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <source>Open an event from a server</source>
        <translation>Apri un evento da un server</translation>
    </message>
    <message>
        <source>PostgreSQL server</source>
        <translation>Server PostgreSQL</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Host</translation>
    </message>
    <message>
        <source>The server&apos;s name or address on the venue&apos;s network, e.g. 192.168.1.20, or the folder of its socket on this computer, e.g. /var/run/postgresql</source>
        <translation>Il nome o l’indirizzo del server sulla rete della sede, es. 192.168.1.20, oppure la cartella del suo socket su questo computer, es. /var/run/postgresql</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Porta</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Database</translation>
    </message>
    <message>
        <source>One database holds one event.</source>
        <translation>Un database contiene un evento.</translation>
    </message>
    <message>
        <source>&amp;User</source>
        <translation>&amp;Utente</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>Pass&amp;word</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the system&apos;s keyring</source>
        <translation>&amp;Ricorda la password nel portachiavi del sistema</translation>
    </message>
    <message>
        <source>The password is kept only if you ask, in the system&apos;s keyring.</source>
        <translation>La password è conservata solo se lo chiedi, nel portachiavi del sistema.</translation>
    </message>
    <message>
        <source>No system keyring was found, so the password cannot be remembered: it is asked for each time.</source>
        <translation>Non è stato trovato un portachiavi di sistema, quindi la password non può essere ricordata: viene chiesta ogni volta.</translation>
    </message>
</context>
<context>
    <name>ShootingPanel</name>
    <message>
        <source>shooter moved</source>
        <translation>tiratore mosso</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>gittata lunga</translation>
    </message>
    <message>
        <source>skirmishers or lone character</source>
        <translation>schermagliatori o personaggio isolato</translation>
    </message>
    <message>
        <source>soft cover</source>
        <translation>copertura leggera</translation>
    </message>
    <message>
        <source>hard cover</source>
        <translation>copertura pesante</translation>
    </message>
    <message>
        <source>dense jungle</source>
        <translation>giungla fitta</translation>
    </message>
    <message>
        <source>large target</source>
        <translation>bersaglio grande</translation>
    </message>
    <message>
        <source>No black powder</source>
        <translation>Niente polvere nera</translation>
    </message>
    <message>
        <source>Damp: no AP</source>
        <translation>Bagnata: non perforante</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Overcharged: +2 S, lost</source>
        <translation>Sovraccarica: +2 F, persa</translation>
    </message>
    <message>
        <source>Damp powder: the volley loses armour piercing.</source>
        <translation>Polvere bagnata: la raffica perde la capacità perforante.</translation>
    </message>
    <message>
        <source>The volley fires as usual.</source>
        <translation>La raffica spara normalmente.</translation>
    </message>
    <message>
        <source>Overcharged: +2 Strength for this volley, then the weapon is lost for the rest of the game.</source>
        <translation>Sovraccarica: +2 Forza per questa raffica, poi l&apos;arma è persa per il resto della partita.</translation>
    </message>
    <message>
        <source>Shooters</source>
        <translation>Tiratori</translation>
    </message>
    <message>
        <source>&amp;Shots</source>
        <translation>&amp;Colpi</translation>
    </message>
    <message>
        <source>Shots fired in this volley (1 to 1,000).</source>
        <translation>Colpi sparati in questa raffica (da 1 a 1.000).</translation>
    </message>
    <message>
        <source>&amp;Ballistic Skill</source>
        <translation>Abi&amp;lità Balistica</translation>
    </message>
    <message>
        <source>To-hit modifiers</source>
        <translation>Modificatori per colpire</translation>
    </message>
    <message>
        <source>Shooter &amp;moved (−1)</source>
        <translation>Tiratore &amp;mosso (−1)</translation>
    </message>
    <message>
        <source>Long range (−1)</source>
        <translation>Gittata lunga (−1)</translation>
    </message>
    <message>
        <source>Beyond half the weapon&apos;s range.</source>
        <translation>Oltre metà della gittata dell&apos;arma.</translation>
    </message>
    <message>
        <source>S&amp;kirmishers or lone character (−1)</source>
        <translation>Sc&amp;hermagliatori o personaggio isolato (−1)</translation>
    </message>
    <message>
        <source>Cancelled when the target is in loose order.</source>
        <translation>Annullato se il bersaglio è in ordine sparso.</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Copertura</translation>
    </message>
    <message>
        <source>Cover does not stack: the target counts one cover only.</source>
        <translation>La copertura non si somma: il bersaglio conta una sola copertura.</translation>
    </message>
    <message>
        <source>&amp;No cover</source>
        <translation>&amp;Nessuna copertura</translation>
    </message>
    <message>
        <source>Soft cover (−1)</source>
        <translation>Copertura leggera (−1)</translation>
    </message>
    <message>
        <source>Hard cover (−2)</source>
        <translation>Copertura pesante (−2)</translation>
    </message>
    <message>
        <source>&amp;Dense jungle (−2)</source>
        <translation>&amp;Giungla fitta (−2)</translation>
    </message>
    <message>
        <source>Lustria: shooting at models inside dense jungle.</source>
        <translation>Lustria: tiro contro modelli dentro la giungla fitta.</translation>
    </message>
    <message>
        <source>Large &amp;target (+1)</source>
        <translation>&amp;Bersaglio grande (+1)</translation>
    </message>
    <message>
        <source>Target in l&amp;oose order</source>
        <translation>Bersaglio in &amp;ordine sparso</translation>
    </message>
    <message>
        <source>Lustria: a loose-order unit is shot at without the −1 for skirmishers.</source>
        <translation>Lustria: un&apos;unità in ordine sparso viene bersagliata senza il −1 per gli schermagliatori.</translation>
    </message>
    <message>
        <source>Other to-hit modif&amp;ier</source>
        <translation>Altro modif&amp;icatore per colpire</translation>
    </message>
    <message>
        <source>Anything not listed above, added to the named modifiers. A scenario file that gives only a net hit_modifier shows it here.</source>
        <translation>Tutto ciò che non è elencato sopra, sommato ai modificatori nominati. Un file scenario che indica solo un hit_modifier netto lo mostra qui.</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Stren&amp;gth</source>
        <translation>Fo&amp;rza</translation>
    </message>
    <message>
        <source>&amp;Armour piercing (−1 save)</source>
        <translation>P&amp;erforante (−1 al tiro armatura)</translation>
    </message>
    <message>
        <source>Handguns, for example.</source>
        <translation>Per esempio gli archibugi.</translation>
    </message>
    <message>
        <source>Bla&amp;ck powder</source>
        <translation>&amp;Polvere nera</translation>
    </message>
    <message>
        <source>Lustria: one D6 for the unit each volley. 1: damp, no armour piercing; 2–5: normal; 6: +2 Strength, then the weapon is lost for the game.</source>
        <translation>Lustria: un D6 per l&apos;unità a ogni raffica. 1: bagnata, non perforante; 2–5: normale; 6: +2 Forza, poi l&apos;arma è persa per la partita.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>To&amp;ughness</source>
        <translation>Resisten&amp;za</translation>
    </message>
    <message>
        <source>&amp;Wounds per model</source>
        <translation>Ferite per mo&amp;dello</translation>
    </message>
    <message>
        <source>Armour save</source>
        <translation>Tiro armatura</translation>
    </message>
    <message>
        <source>Worn armour with Lizardmen Scaly Skin counted in.</source>
        <translation>Armatura indossata, con la Pelle Squamosa degli Uomini Lucertola inclusa.</translation>
    </message>
    <message>
        <source>Wa&amp;rd save</source>
        <translation>Tiro inv&amp;ulnerabile</translation>
    </message>
    <message>
        <source>Taken after armour, never modified.</source>
        <translation>Effettuato dopo l&apos;armatura, mai modificato.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non impostato</translation>
    </message>
    <message>
        <source>Unit si&amp;ze (models)</source>
        <translation>Dimen&amp;sione unità (modelli)</translation>
    </message>
    <message>
        <source>Optional: caps the models removed at the unit&apos;s size.</source>
        <translation>Facoltativo: limita i modelli rimossi alla dimensione dell&apos;unità.</translation>
    </message>
    <message>
        <source>Exactly</source>
        <translation>Esattamente</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Almeno</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Unsaved wounds</source>
        <translation>Ferite non salvate</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
    <message>
        <source>Models removed</source>
        <translation>Modelli rimossi</translation>
    </message>
    <message>
        <source>Black powder</source>
        <translation>Polvere nera</translation>
    </message>
    <message>
        <source>D6</source>
        <translation>D6</translation>
    </message>
    <message>
        <source>Powder</source>
        <translation>Polvere</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilità</translation>
    </message>
    <message>
        <source>S</source>
        <translation>F</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>To wound</source>
        <translation>Per ferire</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Tiro arm.</translation>
    </message>
    <message>
        <source>Unsaved
per shot</source>
        <translation>Non salvate
per colpo</translation>
    </message>
    <message>
        <source>Expected
wounds</source>
        <translation>Ferite
attese</translation>
    </message>
    <message>
        <source>At least
one</source>
        <translation>Almeno
una</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>To hit by Ballistic Skill, with the current modifier</source>
        <translation>Per colpire secondo l&apos;Abilità Balistica, con il modificatore attuale</translation>
    </message>
    <message>
        <source>To hit, per shot</source>
        <translation>Per colpire, per colpo</translation>
    </message>
    <message>
        <source>Expected unsaved wounds</source>
        <translation>Ferite non salvate attese</translation>
    </message>
    <message>
        <source>Expected models removed</source>
        <translation>Modelli rimossi attesi</translation>
    </message>
    <message>
        <source>At least one unsaved wound</source>
        <translation>Almeno una ferita non salvata</translation>
    </message>
    <message>
        <source>Weapon lost in this volley (overcharged)</source>
        <translation>Arma persa in questa raffica (sovraccarica)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (cancelled: the target is in loose order)</source>
        <translation>%1 (annullato: il bersaglio è in ordine sparso)</translation>
    </message>
    <message>
        <source>other %1</source>
        <translation>altro %1</translation>
    </message>
    <message>
        <source>net %1 as entered</source>
        <translation>netto %1 come inserito</translation>
    </message>
    <message>
        <source>Net to-hit modifier %1 (%2): %3.</source>
        <translation>Modificatore netto per colpire %1 (%2): %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>cannot hit</source>
        <translation>impossibile colpire</translation>
    </message>
    <message>
        <source>6, then %1</source>
        <translation>6, poi %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Chance the weapon is lost (overcharged) within K turns of firing, firing once a turn:</source>
        <translation>Probabilità che l&apos;arma sia persa (sovraccarica) entro K turni di tiro, sparando una volta per turno:</translation>
    </message>
    <message>
        <source>Without black powder the weapon is never lost.</source>
        <translation>Senza polvere nera l&apos;arma non viene mai persa.</translation>
    </message>
    <message>
        <source>By turn %1</source>
        <translation>Entro il turno %1</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message>
        <source>S%1</source>
        <translation>F%1</translation>
    </message>
    <message>
        <source>T%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>To wound: Strength (rows) against Toughness (columns); the current pair is marked.</source>
        <translation>Per ferire: Forza (righe) contro Resistenza (colonne); la coppia attuale è evidenziata.</translation>
    </message>
    <message>
        <source>BS%1</source>
        <translation>AB%1</translation>
    </message>
    <message>
        <source>Roll needed</source>
        <translation>Tiro necessario</translation>
    </message>
    <message>
        <source>To hit by Ballistic Skill at modifier %1 (7+ is a 6 then 4+, 8+ a 6 then 5+, 9+ a 6 then 6).</source>
        <translation>Per colpire secondo l&apos;Abilità Balistica con modificatore %1 (7+ è un 6 poi 4+, 8+ un 6 poi 5+, 9+ un 6 poi 6).</translation>
    </message>
    <message>
        <source>Every shot rolls to hit, to wound, then the armour save and the ward save; a 1 always misses and always fails a save.</source>
        <translation>Ogni colpo tira per colpire, per ferire, poi il tiro armatura e il tiro invulnerabile; un 1 manca sempre e fallisce sempre un tiro salvezza.</translation>
    </message>
    <message>
        <source>Black powder: one D6 for the whole unit each volley, so every shot of the volley shares it. Overcharging adds 2 Strength but never above 10.</source>
        <translation>Polvere nera: un D6 per l&apos;intera unità a ogni raffica, quindi tutti i colpi della raffica lo condividono. La sovraccarica aggiunge 2 alla Forza, ma mai oltre 10.</translation>
    </message>
    <message>
        <source>Models removed: wounds go to one model until it dies, so whole models removed are the unsaved wounds divided by the Wounds per model, rounded down (never more than the unit, when its size is set).</source>
        <translation>Modelli rimossi: le ferite vanno a un modello finché non muore, quindi i modelli interi rimossi sono le ferite non salvate divise per le Ferite per modello, arrotondate per difetto (mai più dell&apos;unità, se la sua dimensione è impostata).</translation>
    </message>
    <message>
        <source>Cover does not stack (one of soft, hard or dense jungle). A loose-order target cancels only the −1 for skirmishers.</source>
        <translation>La copertura non si somma (una sola tra leggera, pesante o giungla fitta). Un bersaglio in ordine sparso annulla solo il −1 per gli schermagliatori.</translation>
    </message>
    <message>
        <source>The other to-hit modifier is not named, so a saved scenario keeps only the net modifier.</source>
        <translation>L&apos;altro modificatore per colpire non ha nome, quindi uno scenario salvato conserva solo il modificatore netto.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Open the %1 menu</source>
        <translation>Apri il menu %1</translation>
    </message>
    <message>
        <source>Show the tooltip of the control that has the focus</source>
        <translation>Mostra il suggerimento del controllo che ha il fuoco</translation>
    </message>
    <message>
        <source>Next page of the tab in view (Ctrl+Shift+Tab: the one before)</source>
        <translation>Pagina successiva della scheda in vista (Ctrl+Maiusc+Tab: quella prima)</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Vai a %1</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>Mostra %1</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Frecce</translation>
    </message>
    <message>
        <source>Next control, previous control (in reading order: the form, then the results)</source>
        <translation>Controllo successivo, controllo precedente (in ordine di lettura: il modulo, poi i risultati)</translation>
    </message>
    <message>
        <source>In a result table: from cell to cell, each cell&apos;s exact value shown beside it</source>
        <translation>In una tabella dei risultati: da una cella all&apos;altra, con il valore esatto di ogni cella mostrato accanto</translation>
    </message>
    <message>
        <source>Arrow keys, Home, End</source>
        <translation>Frecce, Inizio, Fine</translation>
    </message>
    <message>
        <source>On a chart: from bar to bar (or point to point), each one read out</source>
        <translation>Su un grafico: da una barra all&apos;altra (o da un punto all&apos;altro), ognuna letta ad alta voce</translation>
    </message>
    <message>
        <source>In a group of choices: from one choice to the next</source>
        <translation>In un gruppo di scelte: da una scelta alla successiva</translation>
    </message>
    <message>
        <source>In a table of rows to edit: leave the table (Tab steps through its cells, and out after the last)</source>
        <translation>In una tabella di righe da modificare: esci dalla tabella (Tab passa da una cella all&apos;altra, ed esce dopo l&apos;ultima)</translation>
    </message>
    <message>
        <source>Tick or untick a check box, press a button</source>
        <translation>Spunta o togli la spunta a una casella, premi un pulsante</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>The window</source>
        <translation>La finestra</translation>
    </message>
    <message>
        <source>This page: %1</source>
        <translation>Questa pagina: %1</translation>
    </message>
    <message>
        <source>On every page</source>
        <translation>In ogni pagina</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Che cosa fanno</translation>
    </message>
    <message>
        <source>No keys of its own</source>
        <translation>Nessun tasto proprio</translation>
    </message>
</context>
<context>
    <name>SpreadsheetDialog</name>
    <message>
        <source>Standings for a spreadsheet</source>
        <translation>Classifica per un foglio di calcolo</translation>
    </message>
    <message>
        <source>Results for a spreadsheet</source>
        <translation>Risultati per un foglio di calcolo</translation>
    </message>
    <message>
        <source>Export for a spreadsheet</source>
        <translation>Esporta per un foglio di calcolo</translation>
    </message>
    <message>
        <source>Choose the spreadsheet that will open the file. Excel and LibreOffice in Italian or Czech read semicolons and decimal commas, in English commas and decimal points; a file written for the other kind opens with each line in one column. The choice is kept for this event.</source>
        <translation>Scegli il foglio di calcolo che aprirà il file. Excel e LibreOffice in italiano o in ceco leggono punti e virgola e la virgola decimale, in inglese virgole e il punto decimale; un file scritto per l’altro tipo si apre con ogni riga in una sola colonna. La scelta viene ricordata per questo evento.</translation>
    </message>
    <message>
        <source>The spreadsheet</source>
        <translation>Il foglio di calcolo</translation>
    </message>
    <message>
        <source>English: decimal point (22.5)</source>
        <translation>Inglese: punto decimale (22.5)</translation>
    </message>
    <message>
        <source>Italian: decimal comma (22,5)</source>
        <translation>Italiano: virgola decimale (22,5)</translation>
    </message>
    <message>
        <source>Czech: decimal comma (22,5)</source>
        <translation>Ceco: virgola decimale (22,5)</translation>
    </message>
    <message>
        <source>Commas (,)</source>
        <translation>Virgole (,)</translation>
    </message>
    <message>
        <source>Semicolons (;)</source>
        <translation>Punti e virgola (;)</translation>
    </message>
    <message>
        <source>Spreadsheet&apos;s &amp;language</source>
        <translation>&amp;Lingua del foglio di calcolo</translation>
    </message>
    <message>
        <source>The language the spreadsheet is set to: it decides how a decimal number is written.</source>
        <translation>La lingua impostata nel foglio di calcolo: decide come si scrive un numero decimale.</translation>
    </message>
    <message>
        <source>Fields &amp;separated by</source>
        <translation>Campi &amp;separati da</translation>
    </message>
    <message>
        <source>What the spreadsheet reads between two fields: the language&apos;s own unless its list separator was changed.</source>
        <translation>Ciò che il foglio di calcolo legge tra due campi: quello della sua lingua, a meno che il separatore di elenco sia stato cambiato.</translation>
    </message>
    <message>
        <source>The file&apos;s &amp;first lines:</source>
        <translation>Le &amp;prime righe del file:</translation>
    </message>
    <message>
        <source>The file&apos;s first lines</source>
        <translation>Le prime righe del file</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Salva con nome…</translation>
    </message>
</context>
<context>
    <name>StackedBarChart</name>
    <message>
        <source>No result yet.</source>
        <translation>Ancora nessun risultato.</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <source>D</source>
        <translation>P</translation>
    </message>
    <message>
        <source>L</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Bonus/penalty</source>
        <translation>Bonus/penalità</translation>
    </message>
    <message>
        <source>Tournament points, the first key of the ranking.</source>
        <translation>Punti torneo, il primo criterio della classifica.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Pareggi</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Sconfitte</translation>
    </message>
    <message>
        <source>Byes: neither a win, a draw nor a loss.</source>
        <translation>Bye: né vittoria, né pareggio, né sconfitta.</translation>
    </message>
    <message>
        <source>Strength of schedule: the sum of the current tournament points of every opponent met (a bye adds nothing; a dropped opponent still counts).</source>
        <translation>Forza del calendario: la somma dei punti torneo attuali di ogni avversario incontrato (un bye non aggiunge nulla; un avversario ritirato conta ancora).</translation>
    </message>
    <message>
        <source>Strength of schedule: the sum of the current tournament points of every opponent met, and for each bye an average opponent, the mean of those points (a dropped opponent still counts).</source>
        <translation>Forza del calendario: la somma dei punti torneo attuali di ogni avversario incontrato e, per ogni bye, un avversario medio, la media di quei punti (un avversario ritirato conta ancora).</translation>
    </message>
    <message>
        <source>VP scored minus VP conceded, over every game played.</source>
        <translation>PV fatti meno PV subiti, su ogni partita giocata.</translation>
    </message>
    <message>
        <source>VP scored minus VP conceded, over every game played and every bye as the event&apos;s settings count it.</source>
        <translation>PV fatti meno PV subiti, su ogni partita giocata e ogni bye come lo contano le impostazioni dell&apos;evento.</translation>
    </message>
    <message>
        <source>VP scored over every game played.</source>
        <translation>PV fatti su ogni partita giocata.</translation>
    </message>
    <message>
        <source>VP scored over every game played and every bye as the event&apos;s settings count it.</source>
        <translation>PV fatti su ogni partita giocata e ogni bye come lo contano le impostazioni dell&apos;evento.</translation>
    </message>
    <message>
        <source>Bonus and penalty points the organiser gave, each with its reason; they count in the tournament points.</source>
        <translation>Punti bonus e penalità dati dall&apos;organizzatore, ciascuno con il suo motivo; contano nei punti torneo.</translation>
    </message>
    <message>
        <source>The painting score: a tiebreak, added to the points or an award of its own, as the event&apos;s settings say; a dash when not given.</source>
        <translation>Il punteggio di pittura: uno spareggio, aggiunto ai punti o un premio a sé, come dicono le impostazioni dell&apos;evento; un trattino se non dato.</translation>
    </message>
    <message>
        <source>The sportsmanship the player received, summed over the rounds: a tiebreak, added to the points or an award of its own, as the event&apos;s settings say; a dash when not given.</source>
        <translation>La sportività ricevuta dal giocatore, sommata sui turni: uno spareggio, aggiunta ai punti o un premio a sé, come dicono le impostazioni dell&apos;evento; un trattino se non data.</translation>
    </message>
    <message>
        <source>%1 (dropped)</source>
        <translation>%1 (ritirato)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: bonus and penalty points %2</source>
        <translation>%1: punti bonus e penalità %2</translation>
    </message>
    <message>
        <source>bonus and penalty points: %1</source>
        <translation>punti bonus e penalità: %1</translation>
    </message>
    <message>
        <source>soft scores added to the points: %1</source>
        <translation>punteggi extra aggiunti ai punti: %1</translation>
    </message>
    <message>
        <source>%1: %2 tournament points</source>
        <translation>%1: %2 punti torneo</translation>
    </message>
    <message>
        <source>round %1: %2, now %3</source>
        <translation>round %1: %2, ora %3</translation>
    </message>
    <message>
        <source>%1: SoS %2, the current points of each opponent met:</source>
        <translation>%1: SoS %2, i punti attuali di ogni avversario incontrato:</translation>
    </message>
    <message>
        <source>round %1 against %2: %3</source>
        <translation>round %1 contro %2: %3</translation>
    </message>
    <message>
        <source>%1: VP scored %2 − VP conceded %3 = %4</source>
        <translation>%1: PV fatti %2 − PV subiti %3 = %4</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>round %1: %2</translation>
    </message>
    <message>
        <source>%1: VP scored %2, the sum of:</source>
        <translation>%1: PV fatti %2, la somma di:</translation>
    </message>
    <message>
        <source>Equal on every key with %1: the rank is shared, and names are listed in alphabetical order.</source>
        <translation>Pari in ogni criterio con %1: la posizione è condivisa e i nomi sono in ordine alfabetico.</translation>
    </message>
    <message>
        <source>round %1, bye: no VP</source>
        <translation>round %1, bye: nessun PV</translation>
    </message>
    <message>
        <source>round %1, bye: %2 (a fixed number for a bye)</source>
        <translation>round %1, bye: %2 (un numero fisso per un bye)</translation>
    </message>
    <message>
        <source>round %1, bye: %2 (no other game to average yet)</source>
        <translation>round %1, bye: %2 (ancora nessun&apos;altra partita di cui fare la media)</translation>
    </message>
    <message>
        <source>round %1, bye: %2 (the average of the other games)</source>
        <translation>round %1, bye: %2 (la media delle altre partite)</translation>
    </message>
    <message>
        <source>round %1, bye: an average opponent, %2</source>
        <translation>round %1, bye: un avversario medio, %2</translation>
    </message>
    <message>
        <source>round %1, bye: nothing (no opponent met yet)</source>
        <translation>round %1, bye: niente (ancora nessun avversario incontrato)</translation>
    </message>
    <message>
        <source>round %1, bye: nothing</source>
        <translation>round %1, bye: niente</translation>
    </message>
    <message>
        <source>round %1, bye: %2</source>
        <translation>round %1, bye: %2</translation>
    </message>
    <message>
        <source>win</source>
        <translation>vittoria</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>sconfitta</translation>
    </message>
    <message>
        <source>%1, conceded</source>
        <translation>%1, per abbandono</translation>
    </message>
    <message>
        <source>round %1, %2 against %3: %4</source>
        <translation>round %1, %2 contro %3: %4</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Ranked by tournament points, then by each tiebreak in the order the Event page sets. Players equal on every key share the rank. Point at a number to see how it was computed.</source>
        <translation>Ordinata per punti torneo, poi per ogni spareggio nell’ordine scelto nella pagina Evento. I giocatori pari in ogni criterio condividono la posizione. Punta un numero per vedere come è stato calcolato.</translation>
    </message>
    <message>
        <source>Best painted</source>
        <translation>Miglior pittura</translation>
    </message>
    <message>
        <source>Best sport</source>
        <translation>Più sportivo</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Standings before round 1</source>
        <translation>Classifica prima del round 1</translation>
    </message>
    <message>
        <source>Final standings after round %1 of %2</source>
        <translation>Classifica finale dopo il round %1 di %2</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Classifica dopo il round %1</translation>
    </message>
    <message>
        <source>Standings during round %1 (provisional: %2 of %3 results in)</source>
        <translation>Classifica durante il round %1 (provvisoria: %2 risultati su %3)</translation>
    </message>
</context>
<context>
    <name>StealPanel</name>
    <message>
        <source>Stealing side</source>
        <translation>Squadra che ruba</translation>
    </message>
    <message>
        <source>&amp;Dice in the fight</source>
        <translation>&amp;Dadi nel combattimento</translation>
    </message>
    <message>
        <source>Its dice after the stealing model gives up one Attack (friends fighting alongside add theirs).</source>
        <translation>I suoi dadi dopo che il modello che ruba rinuncia a un Attacco (gli amici che combattono al suo fianco aggiungono i loro).</translation>
    </message>
    <message>
        <source>Figh&amp;t value</source>
        <translation>Valo&amp;re di Combattimento</translation>
    </message>
    <message>
        <source>&amp;Strength of the stealing model</source>
        <translation>Forza del &amp;modello che ruba</translation>
    </message>
    <message>
        <source>Friends in base contact with the carrier (+&amp;1 each)</source>
        <translation>Amici a contatto di basetta con il portatore (+&amp;1 ciascuno)</translation>
    </message>
    <message>
        <source>Cavalry and supporting models never count.</source>
        <translation>Cavalleria e modelli di supporto non contano mai.</translation>
    </message>
    <message>
        <source>&amp;Might for the D3</source>
        <translation>&amp;Possanza per il D3</translation>
    </message>
    <message>
        <source>Carrier&apos;s side</source>
        <translation>Squadra del portatore</translation>
    </message>
    <message>
        <source>D&amp;ice in the fight</source>
        <translation>Dad&amp;i nel combattimento</translation>
    </message>
    <message>
        <source>Its Attacks; doubled when it shields.</source>
        <translation>I suoi Attacchi; raddoppiati quando fa scudo.</translation>
    </message>
    <message>
        <source>Fi&amp;ght value</source>
        <translation>Valore di Com&amp;battimento</translation>
    </message>
    <message>
        <source>Stre&amp;ngth of the carrier</source>
        <translation>For&amp;za del portatore</translation>
    </message>
    <message>
        <source>Friends in base contact with the stealer (+1 e&amp;ach)</source>
        <translation>Amici a contatto di basetta con chi ruba (+1 cias&amp;cuno)</translation>
    </message>
    <message>
        <source>Might fo&amp;r the D3</source>
        <translation>Possa&amp;nza per il D3</translation>
    </message>
    <message>
        <source>Shi&amp;elds (double dice, cannot strike back)</source>
        <translation>Fa &amp;scudo (dadi doppi, non può colpire)</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalleria</translation>
    </message>
    <message>
        <source>&amp;Cavalry knocks the carrier down: the stealer may re-roll its D3</source>
        <translation>&amp;La cavalleria stende il portatore: chi ruba può ritirare il suo D3</translation>
    </message>
    <message>
        <source>A failed steal then forces the carrier&apos;s Courage test.</source>
        <translation>Un tentativo di rubare fallito impone poi il test di Coraggio del portatore.</translation>
    </message>
    <message>
        <source>Show the carrier&apos;s C&amp;ourage test</source>
        <translation>Mostra il test di C&amp;oraggio del portatore</translation>
    </message>
    <message>
        <source>Carrier&apos;s Co&amp;urage</source>
        <translation>Coraggio del portator&amp;e</translation>
    </message>
    <message>
        <source>2D6 + Courage ≥ 10, Might not used; a failure drops the ball.</source>
        <translation>2D6 + Coraggio ≥ 10, senza Possanza; se fallisce, la palla cade.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
    <message>
        <source>P(steal) by the Might the stealer may spend (the carrier spends none)</source>
        <translation>P(rubare) secondo la Possanza che chi ruba può spendere (il portatore non ne spende)</translation>
    </message>
    <message>
        <source>Stealer&apos;s Might</source>
        <translation>Possanza di chi ruba</translation>
    </message>
    <message>
        <source>P(steal)</source>
        <translation>P(rubare)</translation>
    </message>
    <message>
        <source>Might spent on average</source>
        <translation>Possanza spesa in media</translation>
    </message>
    <message>
        <source>Going beyond: both sides spend Might as well as they can</source>
        <translation>Oltre: entrambe le squadre spendono la Possanza al meglio</translation>
    </message>
    <message>
        <source>P(steal) by Might budget: rows the stealer&apos;s, columns the carrier&apos;s</source>
        <translation>P(rubare) per riserva di Possanza: righe chi ruba, colonne il portatore</translation>
    </message>
    <message>
        <source>Interpretations: the fight is rolled without Might, since the Ringball rules bring Might in only for the D3, so every point is kept for the contest. A side with no dice in the fight cannot win it. Might changes a side&apos;s own D3 by 1 per point, never past 1 or 3: the seed lets Might modify &quot;the result of the D3&quot;, read here as a result that die can show, so a D3 stays at most 3 after Might. With cavalry, the stealer re-rolls its D3 exactly when it would otherwise lose, before any Might is spent.</source>
        <translation>Interpretazioni: il combattimento si tira senza Possanza, perché le regole del Ringball introducono la Possanza solo per il D3, quindi ogni punto è tenuto per la sfida. Una squadra senza dadi nel combattimento non può vincerlo. La Possanza cambia il D3 della propria squadra di 1 per punto, mai sotto 1 né sopra 3: il testo permette di usare la Possanza per modificare &quot;il risultato del D3&quot;, letto qui come un risultato che quel dado può dare, quindi dopo la Possanza un D3 resta al massimo 3. Con la cavalleria, chi ruba ritira il suo D3 esattamente quando altrimenti perderebbe, prima di spendere Possanza.</translation>
    </message>
    <message>
        <source>The rule used: once both D3 are rolled (and any cavalry re-roll is taken), the side that is losing the contest — the stealer on a tie, as it needs a strictly higher total — may spend one point of Might to raise its own D3 by 1; then the other side may answer, and so on, as the lead changes. A side spends only if that lets it end up winning, and then as little as it can; a side that cannot end up winning spends nothing. The dice are known, so every line of play is searched and the result is exact.</source>
        <translation>La regola usata: una volta tirati entrambi i D3 (e preso l&apos;eventuale ritiro della cavalleria), la squadra che sta perdendo la sfida — chi ruba in caso di parità, perché gli serve un totale strettamente più alto — può spendere un punto di Possanza per alzare di 1 il proprio D3; poi l&apos;altra squadra può rispondere, e così via, man mano che il vantaggio cambia. Una squadra spende solo se così finisce per vincere, e allora il meno possibile; una squadra che non può finire per vincere non spende nulla. I dadi sono noti, quindi ogni linea di gioco viene esplorata e il risultato è esatto.</translation>
    </message>
    <message>
        <source>The fight: %1 against %2; the highest die wins, a tie goes to the higher Fight value (equal Fight: a roll-off).</source>
        <translation>Il combattimento: %1 contro %2; vince il dado più alto, la parità va al Combattimento più alto (Combattimento pari: spareggio a dadi).</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n dado</numerusform>
            <numerusform>%n dadi</numerusform>
        </translation>
    </message>
    <message>
        <source>With %1 Might for the stealer and %2 for the carrier: P(steal) %3; the stealer spends %4 Might and the carrier %5 on average per contest.</source>
        <translation>Con %1 Possanza per chi ruba e %2 per il portatore: P(rubare) %3; in media chi ruba spende %4 Possanza e il portatore %5 per sfida.</translation>
    </message>
    <message>
        <source>The stealing side wins the fight</source>
        <translation>La squadra che ruba vince il combattimento</translation>
    </message>
    <message>
        <source>Steal: the ball changes hands</source>
        <translation>Palla rubata: cambia di mano</translation>
    </message>
    <message>
        <source>The carrier&apos;s side wins and strikes back</source>
        <translation>La squadra del portatore vince e colpisce</translation>
    </message>
    <message>
        <source>The carrier&apos;s side wins while shielding (no blows)</source>
        <translation>La squadra del portatore vince facendo scudo (nessun colpo)</translation>
    </message>
    <message>
        <source>Contest won, once the fight is won</source>
        <translation>Sfida vinta, una volta vinto il combattimento</translation>
    </message>
    <message>
        <source>Steal without any Might</source>
        <translation>Palla rubata senza Possanza</translation>
    </message>
    <message>
        <source>Steal fails and the carrier drops the ball (Courage)</source>
        <translation>Il tentativo fallisce e il portatore perde la palla (Coraggio)</translation>
    </message>
    <message>
        <source>Might the stealer spends per contest (average)</source>
        <translation>Possanza spesa da chi ruba per sfida (media)</translation>
    </message>
    <message>
        <source>Might the carrier spends per contest (average)</source>
        <translation>Possanza spesa dal portatore per sfida (media)</translation>
    </message>
    <message>
        <source>Stealer %1</source>
        <translation>Chi ruba %1</translation>
    </message>
    <message>
        <source>Carrier %1</source>
        <translation>Portatore %1</translation>
    </message>
</context>
<context>
    <name>SwapForm</name>
    <message>
        <source>Swap two players by hand</source>
        <translation>Scambia due giocatori a mano</translation>
    </message>
    <message>
        <source>Pla&amp;yer</source>
        <translation>&amp;Giocatore</translation>
    </message>
    <message>
        <source>S&amp;wap with</source>
        <translation>Scambia &amp;con</translation>
    </message>
    <message>
        <source>Sw&amp;ap…</source>
        <translation>Sca&amp;mbia…</translation>
    </message>
    <message>
        <source>%1 (table %2)</source>
        <translation>%1 (tavolo %2)</translation>
    </message>
    <message>
        <source>%1 (bye)</source>
        <translation>%1 (bye)</translation>
    </message>
    <message>
        <source>Choose two different players to swap.</source>
        <translation>Scegli due giocatori diversi da scambiare.</translation>
    </message>
    <message>
        <source>%1 and %2 have played each other before (a rematch).</source>
        <translation>%1 e %2 si sono già affrontati (una rivincita).</translation>
    </message>
    <message>
        <source>%1 and %2 are from the same club.</source>
        <translation>%1 e %2 sono dello stesso club.</translation>
    </message>
    <message>
        <source>%1 would leave their fixed table.</source>
        <translation>%1 lascerebbe il suo tavolo fisso.</translation>
    </message>
    <message>
        <source>%1 would get a second bye.</source>
        <translation>%1 avrebbe un secondo bye.</translation>
    </message>
    <message>
        <source>Swap %1 and %2 in round %3?</source>
        <translation>Scambiare %1 e %2 nel round %3?</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Scambia due giocatori</translation>
    </message>
    <message>
        <source>%1 and %2 are swapped (the log keeps it).</source>
        <translation>%1 e %2 sono scambiati (il registro lo conserva).</translation>
    </message>
</context>
<context>
    <name>SweepPanel</name>
    <message>
        <source>Net success DICE</source>
        <translation>DADI netti per colpire</translation>
    </message>
    <message>
        <source>Weapon INJURY DICE</source>
        <translation>DADI FERITA dell&apos;arma</translation>
    </message>
    <message>
        <source>Weapon injury modifier</source>
        <translation>Modificatore per ferire dell&apos;arma</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armatura</translation>
    </message>
    <message>
        <source>BLOOD MARKERS spent</source>
        <translation>SEGNALINI SANGUE spesi</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Reinforced</source>
        <translation>Rinforzata</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Meccanizzata</translation>
    </message>
    <message>
        <source>Use the Attack page&apos;s &amp;weapon and target</source>
        <translation>Usa &amp;l&apos;arma e il bersaglio della pagina Attacco</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Variazione</translation>
    </message>
    <message>
        <source>Va&amp;ry</source>
        <translation>Va&amp;ria</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>Injury roll: markers spent</source>
        <translation>Tiro per ferire: segnalini spesi</translation>
    </message>
    <message>
        <source>BLOOD MARKERS spent by the attac&amp;ker (+1 each)</source>
        <translation>SEGNALINI SANGUE spesi dall&apos;atta&amp;ccante (+1 ciascuno)</translation>
    </message>
    <message>
        <source>At the current value</source>
        <translation>Al valore attuale</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>The dashed line marks the current value; every other input is held.</source>
        <translation>La linea tratteggiata indica il valore attuale; tutti gli altri dati restano fissi.</translation>
    </message>
    <message>
        <source>Our readings: net DICE vary through &quot;Other DICE&quot; so the named sources keep their other effects; the Machine Armour point drops a trench shield; varying the markers spent gives the target the markers it needs.</source>
        <translation>Le nostre letture: i DADI netti variano tramite &quot;Altri DADI&quot;, così le fonti indicate mantengono i loro altri effetti; il punto Armatura Meccanizzata toglie lo Scudo da Trincea; variando i segnalini spesi, il bersaglio riceve i segnalini necessari.</translation>
    </message>
    <message>
        <source>&amp;Bloodbath (spend %1 BLOOD MARKERS)</source>
        <translation>&amp;Bagno di Sangue (spendi %1 SEGNALINI SANGUE)</translation>
    </message>
    <message>
        <source>One extra die kept and summed. Needs 6 BLOOD MARKERS on the target, 3 if it is Down.</source>
        <translation>Un dado extra, tenuto e sommato. Servono 6 SEGNALINI SANGUE sul bersaglio, 3 se è Atterrato.</translation>
    </message>
    <message>
        <source>Out of Action</source>
        <translation>Fuori Combattimento</translation>
    </message>
    <message>
        <source>Down or Out of Action</source>
        <translation>Atterrato o Fuori Combattimento</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Colpito</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilità (%)</translation>
    </message>
</context>
<context>
    <name>TargetForm</name>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Standard Armour (−1)</source>
        <translation>Armatura Standard (−1)</translation>
    </message>
    <message>
        <source>Reinforced Armour (−2)</source>
        <translation>Armatura Rinforzata (−2)</translation>
    </message>
    <message>
        <source>Machine Armour (−3)</source>
        <translation>Armatura Meccanizzata (−3)</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armatura</translation>
    </message>
    <message>
        <source>Trench shield (−1)</source>
        <translation>Scudo da Trincea (−1)</translation>
    </message>
    <message>
        <source>Not with Machine Armour.</source>
        <translation>Non con l&apos;Armatura Meccanizzata.</translation>
    </message>
    <message>
        <source>Innate armour</source>
        <translation>Armatura innata</translation>
    </message>
    <message>
        <source>IMPERVIOUS armour</source>
        <translation>Armatura IMPERVIOUS</translation>
    </message>
    <message>
        <source>Immune to ARMOUR PIERCING and IGNORE ARMOUR (also sacred-icon armour).</source>
        <translation>Immune ad ARMOUR PIERCING e IGNORE ARMOUR (anche l&apos;armatura con icona sacra).</translation>
    </message>
    <message>
        <source>New Antioch model</source>
        <translation>Modello di Nuova Antiochia</translation>
    </message>
    <message>
        <source>1.6.3: Machine Armour turns Down into Minor Hit only for New Antioch.</source>
        <translation>1.6.3: l&apos;Armatura Meccanizzata trasforma Atterrato in Ferita Leggera solo per Nuova Antiochia.</translation>
    </message>
    <message>
        <source>Target is Down</source>
        <translation>Bersaglio Atterrato</translation>
    </message>
    <message>
        <source>BLOOD MARKERS on the target</source>
        <translation>SEGNALINI SANGUE sul bersaglio</translation>
    </message>
    <message>
        <source>TOUGH already used</source>
        <translation>RESISTENTE già usato</translation>
    </message>
    <message>
        <source>TOUGH</source>
        <translation>RESISTENTE</translation>
    </message>
    <message>
        <source>The first Out of Action becomes Down.</source>
        <translation>Il primo Fuori Combattimento diventa Atterrato.</translation>
    </message>
    <message>
        <source>GOLEM</source>
        <translation>GOLEM</translation>
    </message>
    <message>
        <source>Out of Action becomes Down unless the roll was a Bloodbath.</source>
        <translation>Fuori Combattimento diventa Atterrato, a meno che il tiro non sia un Bagno di Sangue.</translation>
    </message>
    <message>
        <source>MEMENTO MORI</source>
        <translation>MEMENTO MORI</translation>
    </message>
    <message>
        <source>The War Prophet: the first attack that would take the model Out of Action is ignored completely, with no result and no BLOOD MARKERS. It comes after TOUGH and GOLEM.</source>
        <translation>Il Profeta di Guerra: il primo attacco che metterebbe il modello Fuori Combattimento è ignorato completamente, senza esito e senza SEGNALINI SANGUE. Viene dopo RESISTENTE e GOLEM.</translation>
    </message>
    <message>
        <source>INJURY DICE against everything</source>
        <translation>DADI FERITA contro tutto</translation>
    </message>
    <message>
        <source>INJURY DICE against FIRE</source>
        <translation>DADI FERITA contro FUOCO</translation>
    </message>
    <message>
        <source>INJURY DICE against GAS</source>
        <translation>DADI FERITA contro GAS</translation>
    </message>
    <message>
        <source>INJURY DICE against SHRAPNEL</source>
        <translation>DADI FERITA contro SHRAPNEL</translation>
    </message>
    <message>
        <source>INJURY DICE against melee</source>
        <translation>DADI FERITA contro la Mischia</translation>
    </message>
    <message>
        <source>INJURY DICE against ranged</source>
        <translation>DADI FERITA contro la Distanza</translation>
    </message>
    <message>
        <source>Keyword resistances do not stack: the strongest one applies.</source>
        <translation>Le resistenze alle parole chiave non si sommano: si applica la più forte.</translation>
    </message>
    <message>
        <source>Negates extra marker</source>
        <translation>Annulla il segnalino extra</translation>
    </message>
</context>
<context>
    <name>ThrowPanel</name>
    <message>
        <source>Thrower</source>
        <translation>Lanciatore</translation>
    </message>
    <message>
        <source>&amp;Shoot value</source>
        <translation>Valore di &amp;Tiro</translation>
    </message>
    <message>
        <source>The throw roll: no penalty for moving.</source>
        <translation>Il tiro per il lancio: nessuna penalità per il movimento.</translation>
    </message>
    <message>
        <source>Class &amp;Move</source>
        <translation>&amp;Movimento della classe</translation>
    </message>
    <message>
        <source>The typical Move of the thrower&apos;s class: Hobbits 4″, Dwarves 5″, Men, Elves and Orcs 6″, cavalry 10″. The range is Strength + Move.</source>
        <translation>Il Movimento tipico della classe del lanciatore: Hobbit 4″, Nani 5″, Uomini, Elfi e Orchi 6″, cavalleria 10″. La gittata è Forza + Movimento.</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non indicato</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>A point on the fiel&amp;d</source>
        <translation>Un &amp;punto del campo</translation>
    </message>
    <message>
        <source>A friendly receiver</source>
        <translation>Un ricevente amico</translation>
    </message>
    <message>
        <source>A friendly model not in combat.</source>
        <translation>Un modello amico non in combattimento.</translation>
    </message>
    <message>
        <source>Receiver&apos;s Sh&amp;oot value</source>
        <translation>Tiro del &amp;ricevente</translation>
    </message>
    <message>
        <source>Its catch roll; automatic after a perfect throw.</source>
        <translation>Il suo tiro per afferrare; automatico dopo un lancio perfetto.</translation>
    </message>
    <message>
        <source>Enemy interceptors on the line, in order from the thrower</source>
        <translation>Intercettori nemici sulla linea, in ordine dal lanciatore</translation>
    </message>
    <message>
        <source>Heroic actions</source>
        <translation>Azioni eroiche</translation>
    </message>
    <message>
        <source>Enemy Heroic &amp;Interception</source>
        <translation>&amp;Intercettazione Eroica nemica</translation>
    </message>
    <message>
        <source>An enemy hero within 3″ of the thrower tries to intercept any throw.</source>
        <translation>Un eroe nemico entro 3″ dal lanciatore prova a intercettare qualsiasi lancio.</translation>
    </message>
    <message>
        <source>Captain abilities</source>
        <translation>Abilità del capitano</translation>
    </message>
    <message>
        <source>&amp;Light of Eärendil (High Elves)</source>
        <translation>&amp;Luce di Eärendil (Alti Elfi)</translation>
    </message>
    <message>
        <source>&amp;Underground throw (Dwarves)</source>
        <translation>Lancio &amp;sotterraneo (Nani)</translation>
    </message>
    <message>
        <source>Half the range, rounded up; the throw cannot be intercepted.</source>
        <translation>Metà della gittata, arrotondata per eccesso; il lancio non può essere intercettato.</translation>
    </message>
    <message>
        <source>&amp;Eye of Mordor (+2 Shoot)</source>
        <translation>L&apos;Occhio ci &amp;guarda (+2 Tiro)</translation>
    </message>
    <message>
        <source>The captain and the partner of a throw to or from it roll at +2.</source>
        <translation>Il capitano e il compagno di un lancio verso di lui o da lui tirano a +2.</translation>
    </message>
    <message>
        <source>Captain is the thro&amp;wer</source>
        <translation>Il &amp;capitano è il lanciatore</translation>
    </message>
    <message>
        <source>Captain is the re&amp;ceiver</source>
        <translation>Il capitano &amp;è il ricevente</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
    <message>
        <source>Stre&amp;ngth</source>
        <translation>For&amp;za</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>On the ground</source>
        <translation>A terra</translation>
    </message>
    <message>
        <source>In combat</source>
        <translation>In combattimento</translation>
    </message>
    <message>
        <source>Half of the line</source>
        <translation>Metà della linea</translation>
    </message>
    <message>
        <source>On the ground: −1 to intercept; cannot intercept a Heroic Throw.</source>
        <translation>A terra: −1 per intercettare; non può intercettare un Lancio Eroico.</translation>
    </message>
    <message>
        <source>In combat: −1 to intercept.</source>
        <translation>In combattimento: −1 per intercettare.</translation>
    </message>
    <message>
        <source>After a failed throw the ball lands halfway: only the first half of the line is on its trajectory.</source>
        <translation>Dopo un lancio fallito la palla atterra a metà strada: solo la prima metà della linea è sulla sua traiettoria.</translation>
    </message>
    <message>
        <source>&amp;Add interceptor</source>
        <translation>Aggiungi intercett&amp;ore</translation>
    </message>
    <message>
        <source>No enemy model on the line.</source>
        <translation>Nessun modello nemico sulla linea.</translation>
    </message>
    <message>
        <source>Heroic &amp;Throw</source>
        <translation>Lancio &amp;Eroico</translation>
    </message>
    <message>
        <source>Re-roll the throw once, whatever it scored; +D6″ range, interceptors −1, models on the ground cannot intercept.</source>
        <translation>Ritira il lancio una volta, qualunque sia il risultato; +D6″ di gittata, intercettori −1, i modelli a terra non possono intercettare.</translation>
    </message>
    <message>
        <source>Hero&apos;s Shoot value</source>
        <translation>Tiro dell&apos;eroe</translation>
    </message>
    <message>
        <source>No captain abilit&amp;y</source>
        <translation>&amp;Nessuna abilità del capitano</translation>
    </message>
    <message>
        <source>Enemy interceptions only on a natural 6, the Winged Creatures&apos; catch included. Not with a Heroic Throw.</source>
        <translation>Intercettazioni nemiche solo con un 6 naturale, compresa la presa delle Creature Alate. Non con un Lancio Eroico.</translation>
    </message>
    <message>
        <source>Enemy Win&amp;ged Creatures (3+)</source>
        <translation>Creat&amp;ure Alate nemiche (3+)</translation>
    </message>
    <message>
        <source>The enemy&apos;s Mordor captain picks a point on the trajectory: on a 3+ the ball is caught (on a natural 6 only against Light of Eärendil, 4+ against a Heroic Throw).</source>
        <translation>Il capitano nemico di Mordor sceglie un punto sulla traiettoria: con 3+ la palla è afferrata (solo con un 6 naturale contro Luce di Eärendil, con 4+ contro un Lancio Eroico).</translation>
    </message>
    <message>
        <source>Where the ball ends (the five outcomes add up to 100%)</source>
        <translation>Dove finisce la palla (i cinque esiti sommano al 100%)</translation>
    </message>
    <message>
        <source>Where the ball ends</source>
        <translation>Dove finisce la palla</translation>
    </message>
    <message>
        <source>Where the ball ends (%)</source>
        <translation>Dove finisce la palla (%)</translation>
    </message>
    <message>
        <source>Probability tree</source>
        <translation>Albero delle probabilità</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>This step</source>
        <translation>Questo passo</translation>
    </message>
    <message>
        <source>Whole path</source>
        <translation>Intero percorso</translation>
    </message>
    <message>
        <source>Ends as</source>
        <translation>Finisce come</translation>
    </message>
    <message>
        <source>Order of resolution: 1. Throw roll with the thrower&apos;s Shoot value, no movement penalty; a natural 6 is a perfect throw. 2. Landing point: the target on a success, halfway on a failure (then only the interceptors on the first half of the line are on the trajectory). 3. Interceptions, one at a time, the first success taking the ball: the Heroic Interception hero, then the interceptors in list order from the thrower, then the Winged Creatures. 4. Catch: automatic after a perfect throw, otherwise the receiver&apos;s Shoot roll; a failure drops the ball at the target.</source>
        <translation>Ordine di risoluzione: 1. Tiro per il lancio con il Tiro del lanciatore, nessuna penalità per il movimento; un 6 naturale è un lancio perfetto. 2. Punto di atterraggio: il bersaglio in caso di successo, a metà strada in caso di fallimento (allora sulla traiettoria ci sono solo gli intercettori sulla prima metà della linea). 3. Intercettazioni, una alla volta, e il primo successo prende la palla: l&apos;eroe dell&apos;Intercettazione Eroica, poi gli intercettori nell&apos;ordine della lista a partire dal lanciatore, poi le Creature Alate. 4. Presa: automatica dopo un lancio perfetto, altrimenti il tiro con il Tiro del ricevente; un fallimento fa cadere la palla sul bersaglio.</translation>
    </message>
    <message>
        <source>Interpretations: Interceptions are rolled after a perfect throw too; the perfect throw only makes the catch automatic. The Heroic Throw lets the hero re-roll the throw whatever it scored (&quot;può ripetere il tiro&quot;), and the re-roll stands (a natural 6 on it is a perfect throw); the calculator makes the best choice: it always re-rolls a failure, never a natural 6, and a plain success only when a fresh roll ends as meant (caught, or at the target point) more often. This raises the figures earlier releases showed for a Heroic Throw to a receiver who catches on 6+ (or on 5+ from a 2+ thrower): they re-rolled only a failure. The Heroic Interception hero tries first, whatever the landing point, as it stands within 3″ of the thrower and its rule ignores direction and range. The Winged Creatures try last: the enemy picks the point just short of the landing point, so its models on the line try first; theirs is an interception roll, so 3+ becomes 4+ against a Heroic Throw, a natural 6 against Light of Eärendil (read as &quot;any attempt of the enemy team to intercept it&quot;, the creatures&apos; catch included), and impossible against an underground throw. The Eye of Mordor gives +2 to both the thrower and the receiver, whichever of them is the captain. The underground throw halves the range (rounded up) before the Heroic Throw&apos;s D6 is added.</source>
        <translation>Interpretazioni: le intercettazioni si tirano anche dopo un lancio perfetto; il lancio perfetto rende automatica solo la presa. Il Lancio Eroico permette all&apos;eroe di ripetere il tiro per il lancio qualunque sia il risultato (&quot;può ripetere il tiro&quot;), e il nuovo tiro resta valido (un 6 naturale su di esso è un lancio perfetto); il calcolo fa la scelta migliore: ripete sempre un fallimento, mai un 6 naturale, e un semplice successo solo quando un nuovo tiro finisce più spesso come voluto (afferrata, o sul punto bersaglio). Questo alza i valori che le versioni precedenti mostravano per un Lancio Eroico verso un ricevente che afferra con 6+ (o con 5+ da un lanciatore 2+): ripetevano solo un fallimento. L&apos;eroe dell&apos;Intercettazione Eroica prova per primo, qualunque sia il punto di atterraggio, poiché si trova entro 3″ dal lanciatore e la sua regola ignora direzione e gittata. Le Creature Alate provano per ultime: il nemico sceglie il punto appena prima del punto di atterraggio, così i suoi modelli sulla linea provano prima; il loro è un tiro di intercettazione, quindi 3+ diventa 4+ contro un Lancio Eroico, un 6 naturale contro Luce di Eärendil (letta come &quot;qualsiasi tentativo della squadra avversaria di intercettarla&quot;, compresa la presa delle creature), e impossibile contro un lancio sotterraneo. L&apos;Occhio ci guarda dà +2 sia al lanciatore sia al ricevente, chiunque dei due sia il capitano. Il lancio sotterraneo dimezza la gittata (arrotondando per eccesso) prima di aggiungere il D6 del Lancio Eroico.</translation>
    </message>
    <message>
        <source>First half</source>
        <translation>Prima metà</translation>
    </message>
    <message>
        <source>Second half</source>
        <translation>Seconda metà</translation>
    </message>
    <message>
        <source>Caught by the receiver</source>
        <translation>Afferrata dal ricevente</translation>
    </message>
    <message>
        <source>Intercepted</source>
        <translation>Intercettata</translation>
    </message>
    <message>
        <source>Dropped at the target</source>
        <translation>Caduta sul bersaglio</translation>
    </message>
    <message>
        <source>On the ground at the target point</source>
        <translation>A terra sul punto bersaglio</translation>
    </message>
    <message>
        <source>On the ground halfway</source>
        <translation>A terra a metà strada</translation>
    </message>
    <message>
        <source>Rolls:</source>
        <translation>Tiri:</translation>
    </message>
    <message>
        <source>Heroic Throw: re-roll every result but a natural 6.</source>
        <translation>Lancio Eroico: ripeti ogni risultato tranne un 6 naturale.</translation>
    </message>
    <message>
        <source>Heroic Throw: re-roll a natural %1 (a failure), keep %2.</source>
        <translation>Lancio Eroico: ripeti un %1 naturale (un fallimento), tieni %2.</translation>
    </message>
    <message>
        <source>A plain success (%1) is caught %2 of the time; a fresh roll, %3.</source>
        <translation>Un semplice successo (%1) viene afferrato nel %2 dei casi; un nuovo tiro, nel %3.</translation>
    </message>
    <message>
        <source>A plain success (%1) ends at the target point %2 of the time; a fresh roll, %3.</source>
        <translation>Un semplice successo (%1) finisce sul punto bersaglio nel %2 dei casi; un nuovo tiro, nel %3.</translation>
    </message>
    <message>
        <source>Intercepted (all attempts)</source>
        <translation>Intercettata (tutti i tentativi)</translation>
    </message>
    <message>
        <source>    by the Heroic Interception hero (Shoot %1+)</source>
        <translation>    dall&apos;eroe dell&apos;Intercettazione Eroica (Tiro %1+)</translation>
    </message>
    <message>
        <source>    by interceptor %1 (Shoot %2+)</source>
        <translation>    dall&apos;intercettore %1 (Tiro %2+)</translation>
    </message>
    <message>
        <source>    by the Winged Creatures</source>
        <translation>    dalle Creature Alate</translation>
    </message>
    <message>
        <source>Dropped: the receiver fails the catch</source>
        <translation>Caduta: il ricevente non la afferra</translation>
    </message>
    <message>
        <source>On the ground halfway (failed throw)</source>
        <translation>A terra a metà strada (lancio fallito)</translation>
    </message>
    <message>
        <source>Perfect throw (natural 6)</source>
        <translation>Lancio perfetto (6 naturale)</translation>
    </message>
    <message>
        <source>The throw roll succeeds</source>
        <translation>Il tiro per il lancio riesce</translation>
    </message>
    <message>
        <source>Range: give the class Move to see it.</source>
        <translation>Gittata: indica il Movimento della classe per vederla.</translation>
    </message>
    <message>
        <source>Range: %1″ + D6, so %2″ to %3″.</source>
        <translation>Gittata: %1″ + D6, quindi da %2″ a %3″.</translation>
    </message>
    <message>
        <source>Range: up to %1″.</source>
        <translation>Gittata: fino a %1″.</translation>
    </message>
    <message>
        <source>(Strength + Move halved, rounded up, for the underground throw.)</source>
        <translation>(Forza + Movimento dimezzati, arrotondati per eccesso, per il lancio sotterraneo.)</translation>
    </message>
    <message>
        <source>Throw roll</source>
        <translation>Tiro per il lancio</translation>
    </message>
    <message>
        <source>Natural 6: perfect throw</source>
        <translation>6 naturale: lancio perfetto</translation>
    </message>
    <message>
        <source>Success, not a 6: lands at the target</source>
        <translation>Successo, non un 6: atterra sul bersaglio</translation>
    </message>
    <message>
        <source>Failure: lands halfway</source>
        <translation>Fallimento: atterra a metà strada</translation>
    </message>
    <message>
        <source>Not intercepted</source>
        <translation>Non intercettata</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Afferrata</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Caduta</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Lancio</translation>
    </message>
    <message>
        <source>Catch</source>
        <translation>Presa</translation>
    </message>
    <message>
        <source>Heroic Interception hero</source>
        <translation>Eroe dell&apos;Intercettazione Eroica</translation>
    </message>
    <message>
        <source>Winged Creatures</source>
        <translation>Creature Alate</translation>
    </message>
    <message>
        <source>Interceptor %1</source>
        <translation>Intercettore %1</translation>
    </message>
    <message>
        <source>Eye of Mordor</source>
        <translation>L&apos;Occhio ci guarda</translation>
    </message>
    <message>
        <source>on the ground</source>
        <translation>a terra</translation>
    </message>
    <message>
        <source>in combat</source>
        <translation>in combattimento</translation>
    </message>
    <message>
        <source>Heroic Throw</source>
        <translation>Lancio Eroico</translation>
    </message>
    <message>
        <source>%1+ on a D6</source>
        <translation>%1+ su un D6</translation>
    </message>
    <message>
        <source>Shoot %1+</source>
        <translation>Tiro %1+</translation>
    </message>
    <message>
        <source>only a natural 6 (Light of Eärendil)</source>
        <translation>solo con un 6 naturale (Luce di Eärendil)</translation>
    </message>
    <message>
        <source>cannot intercept an underground throw</source>
        <translation>non può intercettare un lancio sotterraneo</translation>
    </message>
    <message>
        <source>on the ground: cannot intercept a Heroic Throw</source>
        <translation>a terra: non può intercettare un Lancio Eroico</translation>
    </message>
    <message>
        <source>needs a natural 6</source>
        <translation>serve un 6 naturale</translation>
    </message>
    <message>
        <source>needs %1+</source>
        <translation>serve %1+</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (%4)</source>
        <translation>%1: %2 → %3 (%4)</translation>
    </message>
</context>
<context>
    <name>TrenchCrusade</name>
    <message>
        <source>CRITICAL</source>
        <translation>CRITICO</translation>
    </message>
    <message>
        <source>RISKY</source>
        <translation>RISCHIOSO</translation>
    </message>
    <message>
        <source>FIRE</source>
        <translation>FUOCO</translation>
    </message>
    <message>
        <source>GAS</source>
        <translation>GAS</translation>
    </message>
    <message>
        <source>SHRAPNEL</source>
        <translation>SHRAPNEL</translation>
    </message>
    <message>
        <source>ARMOUR PIERCING</source>
        <translation>ARMOUR PIERCING</translation>
    </message>
    <message>
        <source>IGNORE ARMOUR</source>
        <translation>IGNORE ARMOUR</translation>
    </message>
    <message>
        <source>DEADLY</source>
        <translation>DEADLY</translation>
    </message>
    <message>
        <source>SHOTGUN</source>
        <translation>SHOTGUN</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Mancato</translation>
    </message>
    <message>
        <source>Ignored (MEMENTO MORI)</source>
        <translation>Ignorato (MEMENTO MORI)</translation>
    </message>
    <message>
        <source>No Effect</source>
        <translation>Nessun Effetto</translation>
    </message>
    <message>
        <source>Minor Hit</source>
        <translation>Ferita Leggera</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Atterrato</translation>
    </message>
    <message>
        <source>Out of Action</source>
        <translation>Fuori Combattimento</translation>
    </message>
</context>
<context>
    <name>TrenchCrusadeEditions</name>
    <message>
        <source>Dice terms</source>
        <translation>Termini per i dadi</translation>
    </message>
    <message>
        <source>DICE for both rolls</source>
        <translation>DADI per entrambi i tiri</translation>
    </message>
    <message>
        <source>DICE (success) and INJURY DICE (injury)</source>
        <translation>DADI (per colpire) e DADI FERITA (per ferire)</translation>
    </message>
    <message>
        <source>Target Down</source>
        <translation>Bersaglio Atterrato</translation>
    </message>
    <message>
        <source>+1 DICE on every injury roll</source>
        <translation>+1 DADO su ogni tiro per ferire</translation>
    </message>
    <message>
        <source>+1 INJURY DICE in melee only</source>
        <translation>+1 DADO FERITA solo in mischia</translation>
    </message>
    <message>
        <source>Armour (worn, shield and innate together)</source>
        <translation>Armatura (indossata, scudo e innata insieme)</translation>
    </message>
    <message>
        <source>at most −3</source>
        <translation>al massimo −3</translation>
    </message>
    <message>
        <source>Negative injury modifiers (armour and weapon)</source>
        <translation>Modificatori negativi per ferire (armatura e arma)</translation>
    </message>
    <message>
        <source>no cap beyond the armour&apos;s</source>
        <translation>nessun limite oltre quello dell&apos;armatura</translation>
    </message>
    <message>
        <source>at most −3 in total</source>
        <translation>al massimo −3 in tutto</translation>
    </message>
    <message>
        <source>Armour-piercing weapons</source>
        <translation>Armi perforanti</translation>
    </message>
    <message>
        <source>&quot;ignores armour&quot; (IGNORE ARMOUR)</source>
        <translation>«ignora l&apos;armatura» (IGNORE ARMOUR)</translation>
    </message>
    <message>
        <source>ARMOUR PIERCING (armour 1 weaker) or IGNORE ARMOUR</source>
        <translation>ARMOUR PIERCING (armatura più debole di 1) o IGNORE ARMOUR</translation>
    </message>
    <message>
        <source>Machine Armour: Down becomes Minor Hit</source>
        <translation>Armatura Meccanizzata: Atterrato diventa Ferita Leggera</translation>
    </message>
    <message>
        <source>New Antioch only</source>
        <translation>solo Nuova Antiochia</translation>
    </message>
    <message>
        <source>any model</source>
        <translation>qualsiasi modello</translation>
    </message>
    <message>
        <source>SHOTGUN at long range</source>
        <translation>SHOTGUN a Gittata Lunga</translation>
    </message>
    <message>
        <source>−1 DICE</source>
        <translation>−1 DADO</translation>
    </message>
    <message>
        <source>−1 INJURY DICE</source>
        <translation>−1 DADO FERITA</translation>
    </message>
    <message>
        <source>BLAST Critical Hit bonus</source>
        <translation>Bonus del Colpo Critico di ESPLOSIONE</translation>
    </message>
    <message>
        <source>every model hit</source>
        <translation>ogni modello colpito</translation>
    </message>
    <message>
        <source>the main target only</source>
        <translation>solo il bersaglio principale</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>1.6.3 (playtest)</source>
        <translation>1.6.3 (playtest)</translation>
    </message>
    <message>
        <source>1.0 (rulebook)</source>
        <translation>1.0 (regolamento)</translation>
    </message>
</context>
<context>
    <name>TrenchCrusadeTab</name>
    <message>
        <source>Trench Crusade</source>
        <translation>Trench Crusade</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Sequenza</translation>
    </message>
    <message>
        <source>Blast</source>
        <translation>Esplosione</translation>
    </message>
    <message>
        <source>Into melee</source>
        <translation>Sparare in Mischia</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Deviazione</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Variazione</translation>
    </message>
</context>
<context>
    <name>VictoryDialog</name>
    <message>
        <source>&amp;Use these totals</source>
        <translation>&amp;Usa questi totali</translation>
    </message>
</context>
<context>
    <name>VictoryPanel</name>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Distrutto</translation>
    </message>
    <message>
        <source>Unhinged</source>
        <translation>Sbandato</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>In rotta</translation>
    </message>
    <message>
        <source>Panicked</source>
        <translation>In panico</translation>
    </message>
    <message>
        <source>Half wounds or fewer</source>
        <translation>Metà ferite o meno</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Distr.</translation>
    </message>
    <message>
        <source>Unh.</source>
        <translation>Sband.</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>Rotta</translation>
    </message>
    <message>
        <source>Panic</source>
        <translation>Panico</translation>
    </message>
    <message>
        <source>≤½ W</source>
        <translation>≤½ W</translation>
    </message>
    <message>
        <source>Mortar</source>
        <translation>Mortaio</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>Cannone</translation>
    </message>
    <message>
        <source>HMG</source>
        <translation>HMG</translation>
    </message>
    <message>
        <source>Doomtroopers</source>
        <translation>Doomtroopers</translation>
    </message>
    <message>
        <source>Defiler Pod</source>
        <translation>Defiler Pod</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>&amp;Game size (points)</source>
        <translation>Formato (punt&amp;i)</translation>
    </message>
    <message>
        <source>A difference of 5% of this or less is a draw.</source>
        <translation>Una differenza pari o inferiore al 5% di questo valore è un pareggio.</translation>
    </message>
    <message>
        <source>Nobody conceded</source>
        <translation>Nessun abbandono</translation>
    </message>
    <message>
        <source>Player 1 conceded</source>
        <translation>Il Giocatore 1 ha abbandonato</translation>
    </message>
    <message>
        <source>%1 conceded</source>
        <translation>%1 ha abbandonato</translation>
    </message>
    <message>
        <source>Player 2 conceded</source>
        <translation>Il Giocatore 2 ha abbandonato</translation>
    </message>
    <message>
        <source>&amp;Concession</source>
        <translation>A&amp;bbandono</translation>
    </message>
    <message>
        <source>The conceding player loses; the opponent adds 100% of the PC of each of their models still on the table to the VP already earned.</source>
        <translation>Chi abbandona perde; l&apos;avversario aggiunge ai PV già guadagnati il 100% del PC di ognuno dei suoi modelli ancora sul tavolo.</translation>
    </message>
    <message>
        <source>Player &amp;1&apos;s models, as groups of identical models</source>
        <translation>Modelli del Giocatore &amp;1, come gruppi di modelli identici</translation>
    </message>
    <message>
        <source>Player &amp;2&apos;s models, as groups of identical models</source>
        <translation>Modelli del Giocatore &amp;2, come gruppi di modelli identici</translation>
    </message>
    <message>
        <source>Player 1&apos;s &amp;units completely destroyed (the PC of each, e.g. 70, 120)</source>
        <translation>&amp;Unità del Giocatore 1 completamente distrutte (il PC di ciascuna, es. 70, 120)</translation>
    </message>
    <message>
        <source>Player 2&apos;s u&amp;nits completely destroyed (the PC of each, e.g. 70, 120)</source>
        <translation>U&amp;nità del Giocatore 2 completamente distrutte (il PC di ciascuna, es. 70, 120)</translation>
    </message>
    <message>
        <source>%1&apos;s army (its losses score for %2)</source>
        <translation>Esercito del %1 (le sue perdite valgono punti per il %2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PC</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>A name to recognise the line (optional)</source>
        <translation>Un nome per riconoscere la riga (facoltativo)</translation>
    </message>
    <message>
        <source>Point cost of ONE model</source>
        <translation>Costo in punti di UN modello</translation>
    </message>
    <message>
        <source>How many identical models</source>
        <translation>Quanti modelli identici</translation>
    </message>
    <message>
        <source>%1: %2 of the PC</source>
        <translation>%1: %2 del PC</translation>
    </message>
    <message>
        <source>Units priced as a whole: per-member costs</source>
        <translation>Unità con costo complessivo: costi per membro</translation>
    </message>
    <message>
        <source>Per-member cos&amp;ts (select a member, then add it to an army)</source>
        <translation>Cos&amp;ti per membro (seleziona un membro, poi aggiungilo a un esercito)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Membro</translation>
    </message>
    <message>
        <source>Add to p&amp;layer 1&apos;s army</source>
        <translation>Aggiungi all&apos;esercito del &amp;Giocatore 1</translation>
    </message>
    <message>
        <source>Add to pla&amp;yer 2&apos;s army</source>
        <translation>Aggiungi all&apos;esercito del Giocato&amp;re 2</translation>
    </message>
    <message>
        <source>Load-out bought for a mortar team</source>
        <translation>Load-out acquistato per una squadra mortaio</translation>
    </message>
    <message>
        <source>Fill from a &amp;mortar team</source>
        <translation>Compila da una squadra &amp;mortaio</translation>
    </message>
    <message>
        <source>Other cre&amp;w members</source>
        <translation>Altri membri dell&apos;e&amp;quipaggio</translation>
    </message>
    <message>
        <source>How many members besides the Spotter, Leader or Gunner.</source>
        <translation>Quanti membri oltre allo Spotter, Leader o Gunner.</translation>
    </message>
    <message>
        <source>Load-out c&amp;ost</source>
        <translation>C&amp;osto del load-out</translation>
    </message>
    <message>
        <source>Members&apos; &amp;PCs</source>
        <translation>&amp;PC dei membri</translation>
    </message>
    <message>
        <source>One PC per member, e.g. 17, 17, 20.</source>
        <translation>Un PC per membro, es. 17, 17, 20.</translation>
    </message>
    <message>
        <source>L&amp;eader (member number)</source>
        <translation>L&amp;eader (numero del membro)</translation>
    </message>
    <message>
        <source>The Spotter, Leader or Gunner takes what cannot be shared equally.</source>
        <translation>Lo Spotter, Leader o Gunner prende ciò che non si può dividere in parti uguali.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fissato</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>%1 scores from %2&apos;s losses</source>
        <translation>Punti del %1 dalle perdite del %2</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelli</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Quota</translation>
    </message>
    <message>
        <source>Exact VP each</source>
        <translation>PV esatti ciascuno</translation>
    </message>
    <message>
        <source>Rounded each</source>
        <translation>Arrotondati ciascuno</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>How the rules are read here: a model&apos;s states add up (routed and at half wounds or fewer is 75%), at most 100%; destroyed or unhinged is always 100%. Rounding is done for ONE model before multiplying by the count: .25 goes down, .75 goes up, .5 is kept; the 25% bonus of a unit completely destroyed is rounded the same way. With a concession, the opponent adds 100% of the PC of every model the conceder still has on the table to the VP already earned (&quot;da aggiungere ai punti già guadagnati&quot;): a routed survivor gives 50% + 100%. Destroyed and unhinged models already count 100% as losses and add nothing more; units not wiped out earn no bonus. Earlier releases counted each conceding model at 100% in total instead, so the winner of a conceded game now scores more. Each player scores the other army&apos;s losses.</source>
        <translation>Come sono lette qui le regole: gli stati di un modello si sommano (in rotta e con metà ferite o meno fa 75%), al massimo 100%; distrutto o sbandato vale sempre 100%. L&apos;arrotondamento si fa per UN modello prima di moltiplicare per il numero: ,25 si arrotonda per difetto, ,75 per eccesso, ,5 resta; il bonus del 25% per un&apos;unità completamente distrutta si arrotonda allo stesso modo. Con un abbandono, l&apos;avversario aggiunge ai PV già guadagnati il 100% del PC di ogni modello che chi abbandona ha ancora sul tavolo (&quot;da aggiungere ai punti già guadagnati&quot;): un superstite in rotta dà 50% + 100%. I modelli distrutti o sbandati contano già il 100% come perdite e non aggiungono altro; le unità non spazzate via non danno bonus. Le versioni precedenti contavano invece ogni modello di chi abbandona al 100% in totale, quindi ora chi vince per abbandono segna di più. Ogni giocatore segna le perdite dell&apos;esercito avversario.</translation>
    </message>
    <message>
        <source>%1 wins: %2 conceded, so %1 adds 100% of every model %2 still has on the table to the VP already earned.</source>
        <translation>Vince il %1: il %2 ha abbandonato, quindi il %1 aggiunge ai PV già guadagnati il 100% di ogni modello che il %2 ha ancora sul tavolo.</translation>
    </message>
    <message>
        <source>%1 + %2 conceded = %3</source>
        <translation>%1 + %2 per abbandono = %3</translation>
    </message>
    <message>
        <source>Cannot split: %1</source>
        <translation>Impossibile dividere: %1</translation>
    </message>
    <message>
        <source>Tab moves between cells, typing or F2 edits, Space ticks a box, Ctrl+Tab leaves the table. Insert adds an empty row, Delete removes the selected one.</source>
        <translation>Tab si sposta tra le celle, digitare o F2 modifica, Spazio spunta una casella, Ctrl+Tab esce dalla tabella. Ins aggiunge una riga vuota, Canc rimuove quella selezionata.</translation>
    </message>
    <message>
        <source>%1 pts over %2 → %3 (each member +%4)</source>
        <translation>%1 pt su %2 → %3 (ogni membro +%4)</translation>
    </message>
    <message>
        <source>%1: %2 VP    %3: %4 VP</source>
        <translation>%1: %2 PV    %3: %4 PV</translation>
    </message>
    <message>
        <source>%1&apos;s VP</source>
        <translation>PV del %1</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
    <message>
        <source>Draw margin (5% of the game size)</source>
        <translation>Margine di pareggio (5% del formato)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Draw: the difference, %1 VP, is not more than %2 VP (5% of the game size).</source>
        <translation>Pareggio: la differenza, %1 PV, non supera %2 PV (5% del formato).</translation>
    </message>
    <message>
        <source>%1 wins by %2 VP (more than the draw margin of %3 VP).</source>
        <translation>Vince il %1 di %2 PV (più del margine di pareggio di %3 PV).</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Riga %1</translation>
    </message>
    <message>
        <source>Unit completely destroyed</source>
        <translation>Unità completamente distrutta</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
</context>
<context>
    <name>VictoryPointsHelper</name>
    <message>
        <source>Op&amp;en the victory-points calculator…</source>
        <translation>Apri il calcolatore &amp;dei punti vittoria…</translation>
    </message>
    <message>
        <source>Table %1: victory points</source>
        <translation>Tavolo %1: punti vittoria</translation>
    </message>
    <message>
        <source>The calculator&apos;s totals are in the form: check them, then save the result.</source>
        <translation>I totali del calcolatore sono nel modulo: controllali, poi salva il risultato.</translation>
    </message>
</context>
<context>
    <name>WarzoneTab</name>
    <message>
        <source>Warzone</source>
        <translation>Warzone</translation>
    </message>
    <message>
        <source>Ramming</source>
        <translation>Speronamento</translation>
    </message>
    <message>
        <source>Damage test</source>
        <translation>Test di danno</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punti Vittoria</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>Ambienti</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
</context>
<context>
    <name>WeaponForm</name>
    <message>
        <source>Ranged</source>
        <translation>A distanza</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>In mischia</translation>
    </message>
    <message>
        <source>1.0 (rulebook)</source>
        <translation>1.0 (regolamento)</translation>
    </message>
    <message>
        <source>1.6.3 (playtest)</source>
        <translation>1.6.3 (playtest)</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>&amp;Attack kind</source>
        <translation>&amp;Tipo di attacco</translation>
    </message>
    <message>
        <source>&amp;Edition</source>
        <translation>Edi&amp;zione</translation>
    </message>
    <message>
        <source>Automatic hit</source>
        <translation>Colpo Automatico</translation>
    </message>
    <message>
        <source>Flamethrower-type weapons: no success roll, never critical, range and cover ignored.</source>
        <translation>Armi tipo Lanciafiamme: nessun tiro per colpire, mai critico, gittata e copertura ignorate.</translation>
    </message>
    <message>
        <source>Success roll DICE</source>
        <translation>DADI del tiro per colpire</translation>
    </message>
    <message>
        <source>&amp;Characteristic (Ranged/Melee)</source>
        <translation>Caratteristica (Distanza/Misc&amp;hia)</translation>
    </message>
    <message>
        <source>Long range (−1)</source>
        <translation>Gittata Lunga (−1)</translation>
    </message>
    <message>
        <source>Ranged. SHOTGUN in 1.0: −1 INJURY DICE instead.</source>
        <translation>A distanza. SHOTGUN in 1.0: invece −1 DADO FERITA.</translation>
    </message>
    <message>
        <source>C&amp;over (−1)</source>
        <translation>C&amp;opertura (−1)</translation>
    </message>
    <message>
        <source>Ranged attacks only.</source>
        <translation>Solo Attacchi a Distanza.</translation>
    </message>
    <message>
        <source>Elevated position (+1)</source>
        <translation>Posizione Sopraelevata (+1)</translation>
    </message>
    <message>
        <source>Attacker is Down (−1)</source>
        <translation>Attaccante Atterrato (−1)</translation>
    </message>
    <message>
        <source>Off-hand weapon (−1)</source>
        <translation>Arma Secondaria (−1)</translation>
    </message>
    <message>
        <source>Melee attacks only.</source>
        <translation>Solo Attacchi in Mischia.</translation>
    </message>
    <message>
        <source>Target has FEAR (−1)</source>
        <translation>Il bersaglio ha PAURA (−1)</translation>
    </message>
    <message>
        <source>Attacker has FEAR (immune)</source>
        <translation>L&apos;attaccante ha PAURA (immune)</translation>
    </message>
    <message>
        <source>Cancels the target&apos;s FEAR.</source>
        <translation>Annulla la PAURA del bersaglio.</translation>
    </message>
    <message>
        <source>Charge from above (+1)</source>
        <translation>Carica dall&apos;Alto (+1)</translation>
    </message>
    <message>
        <source>Melee: +1 DICE, +1 INJURY DICE, ignores a manned obstacle.</source>
        <translation>Mischia: +1 DADO, +1 DADO FERITA, ignora un Ostacolo Presidiato.</translation>
    </message>
    <message>
        <source>Manned obstacle (−1)</source>
        <translation>Ostacolo Presidiato (−1)</translation>
    </message>
    <message>
        <source>Defender&apos;s polearm after a charge (−1)</source>
        <translation>Arma in Asta del difensore dopo una carica (−1)</translation>
    </message>
    <message>
        <source>&amp;Unarmed (−1)</source>
        <translation>&amp;Disarmato (−1)</translation>
    </message>
    <message>
        <source>Melee: −1 DICE and −1 INJURY DICE.</source>
        <translation>Mischia: −1 DADO e −1 DADO FERITA.</translation>
    </message>
    <message>
        <source>BLOOD MARKERS on the attacker spent (−1 each)</source>
        <translation>SEGNALINI SANGUE spesi sull&apos;attaccante (−1 ciascuno)</translation>
    </message>
    <message>
        <source>Spent by the opponent.</source>
        <translation>Spesi dall&apos;avversario.</translation>
    </message>
    <message>
        <source>BLESSING MARKERS spent (+1 each)</source>
        <translation>SEGNALINI BENEDIZIONE spesi (+1 ciascuno)</translation>
    </message>
    <message>
        <source>Other DICE</source>
        <translation>Altri DADI</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>&amp;INJURY DICE</source>
        <translation>DAD&amp;I FERITA</translation>
    </message>
    <message>
        <source>Flat in&amp;jury modifier</source>
        <translation>Modificatore fisso &amp;per ferire</translation>
    </message>
    <message>
        <source>Edition 1.0 only: armour modifier reduced by 1.</source>
        <translation>Solo edizione 1.0: modificatore d&apos;armatura ridotto di 1.</translation>
    </message>
    <message>
        <source>Long range costs −1 INJURY DICE (1.0) instead of −1 DICE.</source>
        <translation>La Gittata Lunga costa −1 DADO FERITA (1.0) invece di −1 DADO.</translation>
    </message>
</context>
<context>
    <name>WoundPanel</name>
    <message>
        <source>&amp;Strength of the hit</source>
        <translation>Fo&amp;rza del colpo</translation>
    </message>
    <message>
        <source>&amp;Defence of the target</source>
        <translation>&amp;Difesa del bersaglio</translation>
    </message>
    <message>
        <source>Wound chart: rows Strength, columns Defence</source>
        <translation>Tabella delle ferite: righe Forza, colonne Difesa</translation>
    </message>
    <message>
        <source>The Heroic Tackle&apos;s hit uses this chart at the hero&apos;s Strength against the carrier&apos;s Defence; the hit always lands. “6/4+” means a 6, then 4+ on a second die; “–” cannot wound.</source>
        <translation>Il colpo del Placcaggio Eroico usa questa tabella con la Forza dell&apos;eroe contro la Difesa del portatore; il colpo va sempre a segno. “6/4+” significa un 6, poi 4+ su un secondo dado; “–” non può ferire.</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Ferisce</translation>
    </message>
    <message>
        <source>Cannot wound: Defence is 8 or more above Strength.</source>
        <translation>Non può ferire: la Difesa supera la Forza di 8 o più.</translation>
    </message>
    <message>
        <source>Needs %1+ on a D6.</source>
        <translation>Serve %1+ su un D6.</translation>
    </message>
    <message>
        <source>Needs a %1, then %2+ on a second D6.</source>
        <translation>Serve un %1, poi %2+ su un secondo D6.</translation>
    </message>
</context>
</TS>
