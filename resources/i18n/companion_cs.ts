<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>AboutDialog</name>
    <message>
        <source>%1 %2 — licence: %3</source>
        <translation>%1 %2 — licence: %3</translation>
    </message>
    <message>
        <source>This component&apos;s metadata carries no licence text.</source>
        <translation>Metadata této součásti neobsahují text licence.</translation>
    </message>
    <message>
        <source>About Companion</source>
        <translation>O aplikaci Companion</translation>
    </message>
    <message>
        <source>Companion is free software under the MIT licence. It runs on the components below, each under its own licence; Qt and Qt for Python are used under the GNU LGPL 3. Choose one to read its licence.</source>
        <translation>Companion je svobodný software pod licencí MIT. Běží na níže uvedených součástech, každá má vlastní licenci; Qt a Qt for Python se používají podle GNU LGPL 3. Vyberte jednu a přečtěte si její licenci.</translation>
    </message>
    <message>
        <source>&amp;Components</source>
        <translation>&amp;Součásti</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Součásti</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <source>From %1 to %2.</source>
        <translation>Od %1 do %2.</translation>
    </message>
</context>
<context>
    <name>ArmyRows</name>
    <message>
        <source>Insert an empty row below the selected one (Insert)</source>
        <translation>Vložit prázdný řádek pod vybraný (Insert)</translation>
    </message>
    <message>
        <source>Insert an empty row below the selected one</source>
        <translation>Vložit prázdný řádek pod vybraný</translation>
    </message>
</context>
<context>
    <name>AttackPanel</name>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Injury roll: markers spent</source>
        <translation>Hod na zranění: utracené žetony</translation>
    </message>
    <message>
        <source>BLOOD MARKERS spent by the attac&amp;ker (+1 each)</source>
        <translation>ŽETONY K&amp;RVE utracené útočníkem (+1 za každý)</translation>
    </message>
    <message>
        <source>BLESSING MARKERS spent by the defender (−1 each)</source>
        <translation>ŽETONY POŽEHNÁNÍ utracené obráncem (−1 za každý)</translation>
    </message>
    <message>
        <source>Exactly</source>
        <translation>Přesně</translation>
    </message>
    <message>
        <source>At &amp;least</source>
        <translation>&amp;Alespoň</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Outcome of one attack</source>
        <translation>Výsledek jednoho útoku</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>What the edition changes (the chosen one in bold):</source>
        <translation>Co mění edice (zvolená tučně):</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Minutí</translation>
    </message>
    <message>
        <source>Ignored (MEMENTO MORI)</source>
        <translation>Ignorován (MEMENTO MORI)</translation>
    </message>
    <message>
        <source>No Effect</source>
        <translation>Bez účinku</translation>
    </message>
    <message>
        <source>Minor Hit</source>
        <translation>Lehké zranění</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Sražen k zemi</translation>
    </message>
    <message>
        <source>Out of Action</source>
        <translation>Vyřazen z boje</translation>
    </message>
    <message>
        <source>characteristic</source>
        <translation>charakteristika</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>dlouhý dostřel</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>kryt</translation>
    </message>
    <message>
        <source>elevated</source>
        <translation>vyvýšená pozice</translation>
    </message>
    <message>
        <source>BLOOD MARKERS on the attacker</source>
        <translation>ŽETONY KRVE útočníka</translation>
    </message>
    <message>
        <source>BLESSING MARKERS</source>
        <translation>ŽETONY POŽEHNÁNÍ</translation>
    </message>
    <message>
        <source>attacker Down</source>
        <translation>útočník Sražen k zemi</translation>
    </message>
    <message>
        <source>off-hand</source>
        <translation>zbraň v druhé ruce</translation>
    </message>
    <message>
        <source>FEAR</source>
        <translation>FEAR</translation>
    </message>
    <message>
        <source>charge from above</source>
        <translation>útok shora</translation>
    </message>
    <message>
        <source>manned obstacle</source>
        <translation>bráněná překážka</translation>
    </message>
    <message>
        <source>polearm</source>
        <translation>dlouhá zbraň</translation>
    </message>
    <message>
        <source>unarmed</source>
        <translation>beze zbraně</translation>
    </message>
    <message>
        <source>other</source>
        <translation>jiné</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>zbraň</translation>
    </message>
    <message>
        <source>target Down</source>
        <translation>cíl Sražen k zemi</translation>
    </message>
    <message>
        <source>BLOOD MARKERS spent</source>
        <translation>utracené ŽETONY KRVE</translation>
    </message>
    <message>
        <source>BLESSING MARKERS spent</source>
        <translation>utracené ŽETONY POŽEHNÁNÍ</translation>
    </message>
    <message>
        <source>resistance</source>
        <translation>rezistence</translation>
    </message>
    <message>
        <source>keyword resistance</source>
        <translation>rezistence vůči klíčovému slovu</translation>
    </message>
    <message>
        <source>SHOTGUN at long range</source>
        <translation>SHOTGUN na dlouhý dostřel</translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation>kritický zásah</translation>
    </message>
    <message>
        <source>armour</source>
        <translation>brnění</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>štít</translation>
    </message>
    <message>
        <source>innate armour</source>
        <translation>vrozené brnění</translation>
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
        <translation>IMPERVIOUS: brnění zachováno</translation>
    </message>
    <message>
        <source>weapon modifier</source>
        <translation>modifikátor zbraně</translation>
    </message>
    <message>
        <source>armour at most −3</source>
        <translation>brnění nejvýše −3</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Bloodbath (spend %n BLOOD MARKERS)</source>
        <translation>
            <numerusform>&amp;Krvavá lázeň (utratit %n ŽETON KRVE)</numerusform>
            <numerusform>&amp;Krvavá lázeň (utratit %n ŽETONY KRVE)</numerusform>
            <numerusform>&amp;Krvavá lázeň (utratit %n ŽETONŮ KRVE)</numerusform>
        </translation>
    </message>
    <message>
        <source>One extra die kept and summed. Needs 6 BLOOD MARKERS on the target, 3 if it is Down.</source>
        <translation>Jedna kostka navíc se ponechá a přičte. Vyžaduje 6 ŽETONŮ KRVE na cíli, 3, je-li Sražen k zemi.</translation>
    </message>
    <message>
        <source>Critical hit</source>
        <translation>Kritický zásah</translation>
    </message>
    <message>
        <source>RISKY: activation ends</source>
        <translation>RISKY: aktivace končí</translation>
    </message>
    <message>
        <source>Expected BLOOD MARKERS placed</source>
        <translation>Očekávané umístěné ŽETONY KRVE</translation>
    </message>
    <message>
        <source>Injury roll total given a hit (flat modifier %1 applied)</source>
        <translation>Součet hodu na zranění při zásahu (s pevným modifikátorem %1)</translation>
    </message>
    <message>
        <source>Automatic hit: no success roll.</source>
        <translation>Automatický zásah: bez hodu na úspěch.</translation>
    </message>
    <message>
        <source>Net %1 DICE: %2</source>
        <translation>KOSTKY celkem %1: %2</translation>
    </message>
    <message>
        <source>%1D6</source>
        <translation>%1D6</translation>
    </message>
    <message>
        <source>%1D6 keep the %2 highest</source>
        <translation>%1D6, ponechat %2 nejvyšší</translation>
    </message>
    <message>
        <source>%1D6 keep the %2 lowest</source>
        <translation>%1D6, ponechat %2 nejnižší</translation>
    </message>
    <message>
        <source>%1 (does not apply here)</source>
        <translation>%1 (zde neplatí)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Success: automatic hit, never critical; range and cover are ignored.</source>
        <translation>Úspěch: automatický zásah, nikdy kritický; dostřel a kryt se ignorují.</translation>
    </message>
    <message>
        <source>Success: %1 (%2); 7+ hits, 12+ is a Critical Hit.</source>
        <translation>Úspěch: %1 (%2); 7+ zasahuje, 12+ je Kritický zásah.</translation>
    </message>
    <message>
        <source>Injury: %1 (INJURY DICE: %2; modifiers: %3).</source>
        <translation>Zranění: %1 (KOSTKY ZRANĚNÍ: %2; modifikátory: %3).</translation>
    </message>
    <message>
        <source>On a Critical Hit: %1.</source>
        <translation>Při Kritickém zásahu: %1.</translation>
    </message>
    <message>
        <source>A model&apos;s armour (worn armour, shield and innate armour together) is at most −3 in both editions; a weapon&apos;s own modifier is not armour.</source>
        <translation>Brnění modelu (nošené brnění, štít a vrozené brnění dohromady) je v obou edicích nejvýše −3; vlastní modifikátor zbraně není brnění.</translation>
    </message>
    <message>
        <source>Edition 1.0 caps the negative modifiers at −3 (positive weapon modifiers added after).</source>
        <translation>Edice 1.0 omezuje záporné modifikátory na −3 (kladné modifikátory zbraně se přičtou až poté).</translation>
    </message>
    <message>
        <source>TOUGH turns the first Out of Action into Down.</source>
        <translation>TOUGH mění první Vyřazen z boje na Sražen k zemi.</translation>
    </message>
    <message>
        <source>GOLEM turns Out of Action into Down (not on a Bloodbath).</source>
        <translation>GOLEM mění Vyřazen z boje na Sražen k zemi (ne při Krvavé lázni).</translation>
    </message>
    <message>
        <source>MEMENTO MORI ignores the attack that would take the model Out of Action: no result and no BLOOD MARKERS from it, not even FIRE&apos;s (markers spent on its roll stay spent). It acts after TOUGH and GOLEM; a sequence spends it.</source>
        <translation>MEMENTO MORI ignoruje útok, který by model Vyřadil z boje: žádný výsledek a žádné ŽETONY KRVE z něj, ani ten za FIRE (žetony utracené na jeho hod zůstávají utracené). Působí po TOUGH a GOLEM; v sekvenci se spotřebuje.</translation>
    </message>
    <message>
        <source>Machine Armour turns Down into Minor Hit, also a Down that TOUGH or GOLEM produced.</source>
        <translation>Strojové brnění mění Sražen k zemi na Lehké zranění, i Sražen k zemi způsobené TOUGH nebo GOLEM.</translation>
    </message>
    <message>
        <source>ARMOUR PIERCING does not exist in 1.6.3: use IGNORE ARMOUR for &quot;ignores armour&quot;.</source>
        <translation>ARMOUR PIERCING v 1.6.3 neexistuje: pro &quot;ignoruje brnění&quot; použijte IGNORE ARMOUR.</translation>
    </message>
    <message>
        <source>FIRE/GAS/SHRAPNEL: one extra BLOOD MARKER after the roll, even on No Effect.</source>
        <translation>FIRE/GAS/SHRAPNEL: po hodu jeden ŽETON KRVE navíc, i při Bez účinku.</translation>
    </message>
    <message>
        <source>Several of FIRE/GAS/SHRAPNEL: still one extra BLOOD MARKER in all (our reading; the rules are silent).</source>
        <translation>Více z FIRE/GAS/SHRAPNEL: přesto celkem jen jeden ŽETON KRVE navíc (náš výklad; pravidla mlčí).</translation>
    </message>
    <message>
        <source>Resistances to several keywords of this weapon do not stack: the strongest applies (our reading).</source>
        <translation>Rezistence vůči více klíčovým slovům této zbraně se nesčítají: platí nejsilnější (náš výklad).</translation>
    </message>
    <message>
        <source>Expected BLOOD MARKERS: %1 (at most 6 on a model).</source>
        <translation>Očekávané ŽETONY KRVE: %1 (nejvýše 6 na model).</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>No result yet.</source>
        <translation>Zatím žádný výsledek.</translation>
    </message>
    <message>
        <source>at least %1: %2</source>
        <translation>alespoň %1: %2</translation>
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
        <translation>Nejpravděpodobnější: %1, %2.</translation>
    </message>
</context>
<context>
    <name>BlastPanel</name>
    <message>
        <source>Models in the blast (the first is the main target)</source>
        <translation>Modely ve výbuchu (první je hlavní cíl)</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Př&amp;idat</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Odeb&amp;rat</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Sražen k zemi</translation>
    </message>
    <message>
        <source>Selected model (its state before the blast)</source>
        <translation>Vybraný model (jeho stav před výbuchem)</translation>
    </message>
    <message>
        <source>What happens to each model</source>
        <translation>Co se stane s každým modelem</translation>
    </message>
    <message>
        <source>Up</source>
        <comment>move the selected model up</comment>
        <translation>Nahoru</translation>
    </message>
    <message>
        <source>Down</source>
        <comment>move the selected model down</comment>
        <translation>Dolů</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Models taken Out of Action</source>
        <translation>Modely vyřazené z boje</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>Critical bonus</source>
        <translation>Kritický bonus</translation>
    </message>
    <message>
        <source>Markers (expected)</source>
        <translation>Žetony (očekávané)</translation>
    </message>
    <message>
        <source>Ignored</source>
        <translation>Ignorován</translation>
    </message>
    <message>
        <source>One success roll for the whole blast; on a hit every model rolls its own injury with its own armour and keywords.</source>
        <translation>Jeden hod na úspěch pro celý výbuch; při zásahu hází každý model vlastní hod na zranění s vlastním brněním a klíčovými slovy.</translation>
    </message>
    <message>
        <source>Critical Hit: edition 1.0 adds its INJURY DICE to the main target only, 1.6.3 to every model hit.</source>
        <translation>Kritický zásah: edice 1.0 přidává jeho KOSTKY ZRANĚNÍ jen hlavnímu cíli, 1.6.3 každému zasaženému modelu.</translation>
    </message>
    <message>
        <source>Nothing is spent on a blast&apos;s injury rolls (our reading): use the Attack page for one model.</source>
        <translation>Při hodech na zranění z výbuchu se nic neutrácí (náš výklad): pro jeden model použijte stránku Útok.</translation>
    </message>
    <message>
        <source>no armour</source>
        <translation>bez brnění</translation>
    </message>
    <message>
        <source>Standard Armour</source>
        <translation>Standardní brnění</translation>
    </message>
    <message>
        <source>Reinforced Armour</source>
        <translation>Zesílené brnění</translation>
    </message>
    <message>
        <source>Machine Armour</source>
        <translation>Strojové brnění</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>štít</translation>
    </message>
    <message>
        <source>TOUGH</source>
        <translation>TOUGH</translation>
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
        <translation>ŽETONY KRVE: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (main target)</source>
        <translation>%1 (hlavní cíl)</translation>
    </message>
    <message>
        <source>%1 of at most %2 models: a BLAST takes no more.</source>
        <translation>%1 z nejvýše %2 modelů: víc BLAST nepojme.</translation>
    </message>
    <message>
        <source>A BLAST holds at most %1 models.</source>
        <translation>BLAST pojme nejvýše %1 modelů.</translation>
    </message>
    <message>
        <source>Hit (one roll for the blast)</source>
        <translation>Zásah (jeden hod pro výbuch)</translation>
    </message>
    <message>
        <source>Critical Hit</source>
        <translation>Kritický zásah</translation>
    </message>
    <message>
        <source>At least one model Out of Action</source>
        <translation>Alespoň jeden model Vyřazen z boje</translation>
    </message>
    <message>
        <source>Expected models Out of Action</source>
        <translation>Očekávaný počet modelů vyřazených z boje</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
</context>
<context>
    <name>ByesGroup</name>
    <message>
        <source>Byes</source>
        <translation>Volna</translation>
    </message>
    <message>
        <source>0: no VP</source>
        <translation>0: žádné VP</translation>
    </message>
    <message>
        <source>The average of the player&apos;s other games</source>
        <translation>Průměr ostatních her hráče</translation>
    </message>
    <message>
        <source>A fixed number</source>
        <translation>Pevný počet</translation>
    </message>
    <message>
        <source>VP for a bye: &amp;zero, average or fixed</source>
        <translation>VP zapo&amp;čtená za volno</translation>
    </message>
    <message>
        <source>What a bye counts in VP scored and VP difference: nothing, the player&apos;s average VP scored and conceded over the games they played, or the fixed number below scored and 0 conceded.</source>
        <translation>Co volno počítá do získaných VP a rozdílu VP: nic, průměr VP, které hráč získal a ztratil v odehraných hrách, nebo níže uvedený pevný počet získaných VP a 0 ztracených.</translation>
    </message>
    <message>
        <source>Fixed VP for a bye</source>
        <translation>Pevné VP za volno</translation>
    </message>
    <message>
        <source>The VP a bye scores when a bye counts a fixed number.</source>
        <translation>VP, které volno získá, když se za volno počítá pevný počet.</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nic</translation>
    </message>
    <message>
        <source>An average opponent</source>
        <translation>Průměrný soupeř</translation>
    </message>
    <message>
        <source>SoS ad&amp;justment for a bye</source>
        <translation>S&amp;íla soupeřů za volno</translation>
    </message>
    <message>
        <source>What a bye adds to strength of schedule: nothing, or an average opponent (the mean of the current points of the opponents the player met; nothing while they met none).</source>
        <translation>Co volno přidává k síle soupeřů: nic, nebo průměrného soupeře (průměr současných bodů soupeřů, se kterými hráč hrál; nic, dokud s nikým nehrál).</translation>
    </message>
    <message>
        <source>A bye gives its tournament points and no VP.</source>
        <translation>Volno dává své turnajové body a žádné VP.</translation>
    </message>
    <message>
        <source>A bye counts the VP the player scored and conceded on average in their other games (0 before their first).</source>
        <translation>Volno počítá VP, které hráč v průměru získal a ztratil v ostatních hrách (0 před jeho první hrou).</translation>
    </message>
    <message>
        <source>A bye counts as a game won by the fixed number of VP to 0.</source>
        <translation>Volno se počítá jako hra vyhraná pevným počtem VP ku 0.</translation>
    </message>
</context>
<context>
    <name>CalculatorPanel</name>
    <message>
        <source>Not a legal combination: {0}</source>
        <translation>Neplatná kombinace: {0}</translation>
    </message>
    <message>
        <source>Could not evaluate: {0}</source>
        <translation>Nelze vyhodnotit: {0}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Přesně</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Pinned (exact)</source>
        <translation>Připnuto (přesně)</translation>
    </message>
</context>
<context>
    <name>CaptainPanel</name>
    <message>
        <source>Players a &amp;side</source>
        <translation>Hráčů na &amp;tým</translation>
    </message>
    <message>
        <source>Expected game points: our players down, theirs across</source>
        <translation>Očekávané body ze hry: naši hráči svisle, jejich vodorovně</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Vložit</translation>
    </message>
    <message>
        <source>Paste cells copied from a spreadsheet, from the selected cell on (from the corner: names and scores, as many players as copied).</source>
        <translation>Vloží buňky zkopírované z tabulkového procesoru od vybrané buňky dál (z rohu: jména i skóre, tolik hráčů, kolik se zkopírovalo).</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>&amp;Importovat CSV…</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportovat CSV…</translation>
    </message>
    <message>
        <source>Their players across the top, ours down the side. Each cell: the game points (0–20) our player is expected to make against theirs; halves allowed. Double-click a cell or a name to change it.</source>
        <translation>Jejich hráči nahoře, naši vlevo. Každá buňka: herní body (0–20), které má náš hráč proti jejich uhrát; povoleny poloviny. Dvojklikem buňku nebo jméno změníte.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Zápas</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Rozdíl</translation>
    </message>
    <message>
        <source>We &amp;revealed:</source>
        <translation>&amp;My jsme odhalili:</translation>
    </message>
    <message>
        <source>They r&amp;evealed:</source>
        <translation>&amp;Oni odhalili:</translation>
    </message>
    <message>
        <source>&amp;Draw for us</source>
        <translation>&amp;Losovat za nás</translation>
    </message>
    <message>
        <source>Pick our choice at random with the optimal chances, so that our captain cannot be read. The seed is shown: the same seed draws the same.</source>
        <translation>Vylosuje naši volbu s optimálními šancemi, aby náš kapitán nebyl čitelný. Semínko je zobrazeno: stejné semínko vylosuje totéž.</translation>
    </message>
    <message>
        <source>Reveal &amp;both</source>
        <translation>Odhalit o&amp;bě</translation>
    </message>
    <message>
        <source>&amp;Undo step</source>
        <translation>&amp;Krok zpět</translation>
    </message>
    <message>
        <source>Res&amp;tart the ritual</source>
        <translation>Začít &amp;rituál znovu</translation>
    </message>
    <message>
        <source>Games fixed</source>
        <translation>Určené hry</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Náš</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Jejich</translation>
    </message>
    <message>
        <source>The chances are how often to make each choice so that the other captain cannot take advantage, whatever they know of your thinking: a choice at 0% is never better, and any mix of the choices with a chance gives the same expected total against their best play. “If we choose it”: our expected total if we make that choice for sure and they answer it as well as they can.</source>
        <translation>Šance říkají, jak často kterou volbu udělat, aby toho druhý kapitán nemohl využít, ať ví o vašem uvažování cokoli: volba s 0 % nikdy není lepší a jakákoli směs voleb se šancí dává stejný očekávaný součet proti jeho nejlepší hře. „Když ji zvolíme“: náš očekávaný součet, když tu volbu uděláme určitě a oni odpoví co nejlépe.</translation>
    </message>
    <message>
        <source>Ours %1</source>
        <translation>Náš %1</translation>
    </message>
    <message>
        <source>Theirs %1</source>
        <translation>Jejich %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pasted cell(s) were not a score from 0 to 20 and were left as they were.</source>
        <translation>
            <numerusform>%n vložená buňka nebyla skóre od 0 do 20 a zůstala, jak byla.</numerusform>
            <numerusform>%n vložené buňky nebyly skóre od 0 do 20 a zůstaly, jak byly.</numerusform>
            <numerusform>%n vložených buněk nebylo skóre od 0 do 20 a zůstaly, jak byly.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn for us: %1 (seed %2)</source>
        <translation>Vylosováno za nás: %1 (semínko %2)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Přer&amp;ušit</translation>
    </message>
    <message>
        <source>S&amp;olve</source>
        <translation>Spočít&amp;at</translation>
    </message>
    <message>
        <source>Solving the ritual… %p%</source>
        <translation>Řeším rituál… %p %</translation>
    </message>
    <message>
        <source>Solving cancelled: the advice shown is for the matrix solved before.</source>
        <translation>Výpočet přerušen: zobrazené rady platí pro dříve spočítanou matici.</translation>
    </message>
    <message>
        <source>Import a matrix</source>
        <translation>Importovat matici</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Soubory CSV (*.csv);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Cannot import the matrix</source>
        <translation>Matici nelze importovat</translation>
    </message>
    <message>
        <source>%1: row %2, column %3: %4</source>
        <translation>%1: řádek %2, sloupec %3: %4</translation>
    </message>
    <message>
        <source>Cannot export the matrix</source>
        <translation>Matici nelze exportovat</translation>
    </message>
    <message>
        <source>Export the matrix</source>
        <translation>Exportovat matici</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Our expected total under optimal play (out of %1)</source>
        <translation>Náš očekávaný součet při optimální hře (z %1)</translation>
    </message>
    <message>
        <source>Expected from here, with the games fixed</source>
        <translation>Očekáváno odsud, s určenými hrami</translation>
    </message>
    <message numerus="yes">
        <source>Fixed so far (%n game(s))</source>
        <translation>
            <numerusform>Určeno zatím (%n hra)</numerusform>
            <numerusform>Určeno zatím (%n hry)</numerusform>
            <numerusform>Určeno zatím (%n her)</numerusform>
        </translation>
    </message>
    <message>
        <source>Our expected total if we choose %1 and they answer best: %2</source>
        <translation>Náš očekávaný součet, když zvolíme %1 a oni odpoví nejlépe: %2</translation>
    </message>
    <message>
        <source>Our expected total if they choose %1 and we answer best: %2</source>
        <translation>Náš očekávaný součet, když oni zvolí %1 a my odpovíme nejlépe: %2</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Šance</translation>
    </message>
    <message>
        <source>If we choose it</source>
        <translation>Když ji zvolíme</translation>
    </message>
    <message>
        <source>If they choose it</source>
        <translation>Když ji zvolí</translation>
    </message>
    <message>
        <source>Our captain names a defender</source>
        <translation>Náš kapitán jmenuje obránce</translation>
    </message>
    <message>
        <source>Their captain names a defender</source>
        <translation>Jejich kapitán jmenuje obránce</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Obránce</translation>
    </message>
    <message>
        <source>Our attackers against %1</source>
        <translation>Naši útočníci proti %1</translation>
    </message>
    <message>
        <source>Their attackers against %1</source>
        <translation>Jejich útočníci proti %1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Útočníci</translation>
    </message>
    <message>
        <source>Our %1 accepts</source>
        <translation>Náš %1 přijme</translation>
    </message>
    <message>
        <source>Their %1 accepts</source>
        <translation>Jejich %1 přijme</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Přijatý</translation>
    </message>
    <message>
        <source>The ritual is over: every game is fixed. Our total: %1 of %2.</source>
        <translation>Rituál skončil: všechny hry jsou určené. Náš součet: %1 z %2.</translation>
    </message>
    <message>
        <source>Two players left on each side: both captains name a defender at the same time; each defender plays the other side&apos;s remaining player.</source>
        <translation>Na každé straně dva hráči: oba kapitáni zároveň jmenují obránce; každý obránce hraje proti zbývajícímu hráči druhé strany.</translation>
    </message>
    <message>
        <source>%1 players left on each side. Step 1 of 3: both captains name a defender at the same time.</source>
        <translation>Na každé straně zbývá %1 hráčů. Krok 1 ze 3: oba kapitáni zároveň jmenují obránce.</translation>
    </message>
    <message>
        <source>%1 players left on each side. Step 2 of 3: both captains send two attackers against the other side&apos;s defender, at the same time.</source>
        <translation>Na každé straně zbývá %1 hráčů. Krok 2 ze 3: oba kapitáni zároveň pošlou dva útočníky proti obránci druhé strany.</translation>
    </message>
    <message>
        <source>%1 players left on each side. Step 3 of 3: each defender accepts one of the two attackers facing it; the other is refused.</source>
        <translation>Na každé straně zbývá %1 hráčů. Krok 3 ze 3: každý obránce přijme jednoho ze dvou útočníků proti sobě; druhý je odmítnut.</translation>
    </message>
</context>
<context>
    <name>CaptainTab</name>
    <message>
        <source>Team captain</source>
        <translation>Kapitán týmu</translation>
    </message>
    <message>
        <source>Pairing ritual</source>
        <translation>Rituál párování</translation>
    </message>
</context>
<context>
    <name>ComparePanel</name>
    <message>
        <source>Rifle</source>
        <translation>Puška</translation>
    </message>
    <message>
        <source>Machine Gun</source>
        <translation>Kulomet</translation>
    </message>
    <message>
        <source>Flamer</source>
        <translation>Plamenomet</translation>
    </message>
    <message>
        <source>Anti-Material Rifle</source>
        <translation>Antimateriálová puška</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Meč</translation>
    </message>
    <message>
        <source>No armour</source>
        <translation>Bez brnění</translation>
    </message>
    <message>
        <source>Standard Armour</source>
        <translation>Standardní brnění</translation>
    </message>
    <message>
        <source>Reinforced Armour</source>
        <translation>Zesílené brnění</translation>
    </message>
    <message>
        <source>Machine Armour</source>
        <translation>Strojové brnění</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Srovnání</translation>
    </message>
    <message>
        <source>1.0 (rulebook)</source>
        <translation>1.0 (pravidla)</translation>
    </message>
    <message>
        <source>1.6.3 (playtest)</source>
        <translation>1.6.3 (testovací)</translation>
    </message>
    <message>
        <source>&amp;Edition</source>
        <translation>&amp;Edice</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nikdy</translation>
    </message>
    <message>
        <source>all</source>
        <translation>vše</translation>
    </message>
    <message>
        <source>bloodbath</source>
        <translation>krvavá lázeň</translation>
    </message>
    <message>
        <source>optimal</source>
        <translation>optimální</translation>
    </message>
    <message>
        <source>&amp;BLOOD MARKER policy</source>
        <translation>Strateg&amp;ie ŽETONŮ KRVE</translation>
    </message>
    <message>
        <source>How each loadout spends the markers its attacks place (see the Sequence page).</source>
        <translation>Jak každá výzbroj utrácí žetony, které její útoky umístí (viz stránka Série).</translation>
    </message>
    <message>
        <source>Loadouts (rows)</source>
        <translation>Výzbroje (řádky)</translation>
    </message>
    <message>
        <source>Add the Attack page&apos;s &amp;weapon</source>
        <translation>&amp;Přidat zbraň ze stránky Útok</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Útoky</translation>
    </message>
    <message>
        <source>Attacks this loadout makes in a row: AUTOMATIC(X), CLEAVE(X)…</source>
        <translation>Útoky, které tato výzbroj provede za sebou: AUTOMATIC(X), CLEAVE(X)…</translation>
    </message>
    <message>
        <source>Targets (columns)</source>
        <translation>Cíle (sloupce)</translation>
    </message>
    <message>
        <source>Add the Attack page&apos;s ta&amp;rget</source>
        <translation>Přidat &amp;cíl ze stránky Útok</translation>
    </message>
    <message>
        <source>Out of Action by the end</source>
        <translation>Vyřazen z boje do konce</translation>
    </message>
    <message>
        <source>Down or Out of Action at the end</source>
        <translation>Sražen k zemi nebo Vyřazen z boje na konci</translation>
    </message>
    <message>
        <source>Down at the end</source>
        <translation>Sražen k zemi na konci</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Zobrazení</translation>
    </message>
    <message>
        <source>F&amp;igure</source>
        <translation>&amp;Ukazatel</translation>
    </message>
    <message>
        <source>Loadouts against targets</source>
        <translation>Výzbroje proti cílům</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>Each cell is the loadout&apos;s attacks in a row against that target, spending BLOOD MARKERS by the chosen policy (a single attack with markers on the target may spend them too).</source>
        <translation>Každá buňka představuje útoky výzbroje za sebou proti danému cíli s utrácením ŽETONŮ KRVE podle zvolené strategie (i jediný útok může utratit žetony, které už na cíli jsou).</translation>
    </message>
    <message>
        <source>FEAR belongs to the target and counts for melee loadouts. The examples are illustrative profiles, not the rulebook&apos;s: check them against your weapons.</source>
        <translation>FEAR patří k cíli a počítá se u výzbrojí na blízko. Příklady jsou ilustrativní profily, ne profily z pravidel: ověřte je podle svých zbraní.</translation>
    </message>
    <message>
        <source>Names must be unique and not empty: kept &quot;%1&quot;.</source>
        <translation>Názvy musí být jedinečné a neprázdné: ponecháno &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>A comparison holds at most %1 entries per list.</source>
        <translation>Srovnání pojme nejvýše %1 položek na seznam.</translation>
    </message>
    <message>
        <source>Attack page weapon</source>
        <translation>Zbraň ze stránky Útok</translation>
    </message>
    <message>
        <source>Attack page target</source>
        <translation>Cíl ze stránky Útok</translation>
    </message>
</context>
<context>
    <name>CountChart</name>
    <message>
        <source>At least %1</source>
        <translation>Alespoň %1</translation>
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
        <translation>Od&amp;vaha</translation>
    </message>
    <message>
        <source>D&amp;ice</source>
        <translation>&amp;Kostky</translation>
    </message>
    <message>
        <source>The Touch of the Palantír and the Wall of the Bruinen roll 3 dice and discard the highest.</source>
        <translation>Dotek palantíru a Zeď Bruinenu hází 3 kostkami a nejvyšší zahazují.</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <source>3 dice, discard the highest</source>
        <translation>3 kostky, nejvyšší zahodit</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Uspěje</translation>
    </message>
    <message>
        <source>Fails</source>
        <translation>Neuspěje</translation>
    </message>
    <message>
        <source>Dice + Courage ≥ 10: the dice must total %1 or more.</source>
        <translation>Kostky + Odvaha ≥ 10: kostky musí dát součet %1 nebo víc.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Companion hit an error</source>
        <translation>V aplikaci Companion došlo k chybě</translation>
    </message>
    <message>
        <source>Something went wrong inside Companion. It goes on running, but what you were doing may not have finished. Nothing has been sent anywhere.</source>
        <translation>Uvnitř aplikace Companion se něco pokazilo. Běží dál, ale to, co jste právě dělali, se možná nedokončilo. Nic nebylo nikam odesláno.</translation>
    </message>
    <message>
        <source>What went wrong</source>
        <translation>Co se pokazilo</translation>
    </message>
    <message>
        <source>The same is written in %1, with the other logs of the last launches.</source>
        <translation>Totéž je zapsáno v %1, spolu s ostatními záznamy posledních spuštění.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>Copy the text and the log&apos;s path, to paste into a message.</source>
        <translation>Zkopírovat text a cestu k záznamu, abyste je mohli vložit do zprávy.</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Companion closed unexpectedly</source>
        <translation>Companion se neočekávaně ukončil</translation>
    </message>
    <message>
        <source>The last time Companion ran, it did not close normally. What it wrote before it stopped is in %1. Nothing has been sent anywhere.</source>
        <translation>Když Companion běžel naposledy, neukončil se normálně. Co zapsal, než se zastavil, je v %1. Nic nebylo nikam odesláno.</translation>
    </message>
</context>
<context>
    <name>DamagePanel</name>
    <message>
        <source>Damage</source>
        <translation>Poškození</translation>
    </message>
    <message>
        <source>&amp;DAM</source>
        <translation>&amp;DAM</translation>
    </message>
    <message>
        <source>&amp;Multiplier</source>
        <translation>Nás&amp;obitel</translation>
    </message>
    <message>
        <source>DAM d × m: m separate damage tests, one wound each.</source>
        <translation>DAM d × m: m samostatných testů poškození, každý za jedno zranění.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>AR</translation>
    </message>
    <message>
        <source>&amp;Wounds left</source>
        <translation>Z&amp;bývající zranění</translation>
    </message>
    <message>
        <source>The target is removed once it has taken this many wounds.</source>
        <translation>Cíl je odstraněn, jakmile utrží tolik zranění.</translation>
    </message>
    <message>
        <source>The damage test is the standard Warzone armour test, which the UWZ house rules do not restate: roll a D20 against AR − DAM; a roll at or under it saves, a higher roll wounds. A natural 20 always wounds and a natural 1 never does, so one test wounds with (20 + DAM − AR) in 20, between 1 and 19 in 20. Each multiplier is a separate test.</source>
        <translation>Test poškození je standardní test pancíře z Warzone, který domácí pravidla UWZ neopakují: hoď D20 proti AR − DAM; hod rovný nebo nižší zachrání, vyšší hod zraní. Přirozená 20 zraní vždy a přirozená 1 nikdy, takže jeden test zraní s šancí (20 + DAM − AR) z 20, mezi 1 a 19 z 20. Každý násobitel je samostatný test.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Target AR (dashed line: the current target)</source>
        <translation>AR cíle (čárkovaná čára: aktuální cíl)</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>Wounds taken at the current AR</source>
        <translation>Utržená zranění při aktuálním AR</translation>
    </message>
    <message>
        <source>Removing the target (W %1)</source>
        <translation>Odstranění cíle (W %1)</translation>
    </message>
    <message>
        <source>One damage test wounds</source>
        <translation>Jeden test poškození zraní</translation>
    </message>
    <message>
        <source>At least one wound</source>
        <translation>Alespoň jedno zranění</translation>
    </message>
    <message>
        <source>Expected wounds</source>
        <translation>Očekávaná zranění</translation>
    </message>
    <message>
        <source>%1 (removed)</source>
        <translation>%1 (odstraněn)</translation>
    </message>
    <message>
        <source>Wounds taken at AR %1 (one test wounds with %2)</source>
        <translation>Utržená zranění při AR %1 (jeden test zraní s pravděpodobností %2)</translation>
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
        <translation>Rozdíl VP</translation>
    </message>
    <message>
        <source>VP scored</source>
        <translation>Získané VP</translation>
    </message>
    <message>
        <source>Painting</source>
        <translation>Malování</translation>
    </message>
    <message>
        <source>Sportsmanship</source>
        <translation>Sportovní chování</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Points limit</source>
        <translation>Bodový limit</translation>
    </message>
    <message>
        <source>Rounds planned</source>
        <translation>Plánovaná kola</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Stoly</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semínko</translation>
    </message>
    <message>
        <source>Tiebreaks</source>
        <translation>Pomocná kritéria</translation>
    </message>
    <message>
        <source>Fresh tables</source>
        <translation>Nové stoly</translation>
    </message>
    <message>
        <source>Check-in required</source>
        <translation>Povinná prezence</translation>
    </message>
    <message>
        <source>VP for a bye</source>
        <translation>VP za volno</translation>
    </message>
    <message>
        <source>Fixed VP for a bye</source>
        <translation>Pevné VP za volno</translation>
    </message>
    <message>
        <source>SoS for a bye</source>
        <translation>SoS za volno</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Důvod</translation>
    </message>
    <message>
        <source>Points for a win</source>
        <translation>Body za výhru</translation>
    </message>
    <message>
        <source>Points for a draw</source>
        <translation>Body za remízu</translation>
    </message>
    <message>
        <source>Points for a loss</source>
        <translation>Body za prohru</translation>
    </message>
    <message>
        <source>Points for a bye</source>
        <translation>Body za volno</translation>
    </message>
    <message>
        <source>Draw margin</source>
        <translation>Rozpětí remízy</translation>
    </message>
    <message>
        <source>Battle points</source>
        <translation>Bitevní body</translation>
    </message>
    <message>
        <source>Battle points after a concession</source>
        <translation>Bitevní body po vzdání se</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>Pevný stůl</translation>
    </message>
    <message>
        <source>Last round played</source>
        <translation>Poslední odehrané kolo</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Concession</source>
        <translation>Vzdání se</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Frakce</translation>
    </message>
    <message>
        <source>Merge into</source>
        <translation>Sloučit do</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hostitel</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Databáze</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Uživatel</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (got %3)</source>
        <translation>%1: %2 (zadáno %3)</translation>
    </message>
    <message>
        <source>Created the event “%1” (%2)</source>
        <translation>Založen turnaj „%1“ (%2)</translation>
    </message>
    <message>
        <source>Changed the event&apos;s settings: %1</source>
        <translation>Změněno nastavení turnaje: %1</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>Přidán hráč %1</translation>
    </message>
    <message>
        <source>%1 (from round %2)</source>
        <translation>%1 (od kola %2)</translation>
    </message>
    <message>
        <source>Imported the players %1</source>
        <translation>Importováni hráči %1</translation>
    </message>
    <message>
        <source>%1 “%2” → “%3”</source>
        <translation>%1 „%2“ → „%3“</translation>
    </message>
    <message>
        <source>Edited %1: %2</source>
        <translation>Upraven hráč %1: %2</translation>
    </message>
    <message>
        <source>%1: %2 points (%3)</source>
        <translation>%1: %2 bodů (%3)</translation>
    </message>
    <message>
        <source>%1: %2 %3 in round %4</source>
        <translation>%1: %2 %3 v kole %4</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Merged the faction %1 into “%2”: %3</source>
        <translation>Frakce %1 sloučena do „%2“: %3</translation>
    </message>
    <message>
        <source>Checked in %1 players: %2</source>
        <translation>Potvrzen příchod hráčů (%1): %2</translation>
    </message>
    <message>
        <source>Checked in %1</source>
        <translation>Potvrzen příchod: %1</translation>
    </message>
    <message>
        <source>Checked out %1 players: %2</source>
        <translation>Zrušen příchod hráčů (%1): %2</translation>
    </message>
    <message>
        <source>Checked out %1</source>
        <translation>Zrušen příchod: %1</translation>
    </message>
    <message>
        <source>Dropped %1 players after round %2: %3</source>
        <translation>Po kole %2 odstoupili hráči (%1): %3</translation>
    </message>
    <message>
        <source>Dropped %1 after round %2</source>
        <translation>%1 odstoupil po kole %2</translation>
    </message>
    <message>
        <source>phone report</source>
        <translation>hlášení z telefonu</translation>
    </message>
    <message>
        <source>phone confirmation</source>
        <translation>potvrzení z telefonu</translation>
    </message>
    <message>
        <source>phone dispute</source>
        <translation>nesouhlas z telefonu</translation>
    </message>
    <message>
        <source>phone check-in</source>
        <translation>účast z telefonu</translation>
    </message>
    <message>
        <source>phone drop</source>
        <translation>odstoupení z telefonu</translation>
    </message>
    <message>
        <source>personal link</source>
        <translation>osobní odkaz</translation>
    </message>
    <message>
        <source>phones&apos; settings</source>
        <translation>nastavení telefonů</translation>
    </message>
    <message>
        <source>round clock</source>
        <translation>čas kola</translation>
    </message>
    <message>
        <source>bonus or penalty</source>
        <translation>bonus nebo penalizace</translation>
    </message>
    <message>
        <source>soft score</source>
        <translation>doplňkové hodnocení</translation>
    </message>
    <message>
        <source>factions merged</source>
        <translation>sloučení frakcí</translation>
    </message>
    <message>
        <source>round %1, table %2</source>
        <translation>kolo %1, stůl %2</translation>
    </message>
    <message>
        <source>; the result is %1</source>
        <translation>; výsledek je %1</translation>
    </message>
    <message>
        <source>%1 reported %2 by phone (%3): %4%5</source>
        <translation>%1 nahlásil(a) %2 z telefonu (%3): %4%5</translation>
    </message>
    <message>
        <source>%1 confirmed %2 by phone (%3)%4</source>
        <translation>%1 potvrdil(a) %2 z telefonu (%3)%4</translation>
    </message>
    <message>
        <source>%1 disputed %2 by phone (%3)</source>
        <translation>%1 nesouhlasí s %2 z telefonu (%3)</translation>
    </message>
    <message>
        <source>%1 checked in by phone (%2)</source>
        <translation>%1 potvrdil(a) účast z telefonu (%2)</translation>
    </message>
    <message>
        <source>%1 dropped after round %2 by phone (%3)</source>
        <translation>%1 odstoupil(a) po kole %2 z telefonu (%3)</translation>
    </message>
    <message>
        <source>Reissued %1&apos;s personal link</source>
        <translation>Nový osobní odkaz pro hráče %1</translation>
    </message>
    <message>
        <source>Revoked %1&apos;s personal link</source>
        <translation>Zrušen osobní odkaz hráče %1</translation>
    </message>
    <message>
        <source>self check-in</source>
        <translation>účast z telefonu</translation>
    </message>
    <message>
        <source>standings hidden during a round</source>
        <translation>pořadí skryté během kola</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>address</source>
        <translation>adresa</translation>
    </message>
    <message>
        <source>Changed the phones&apos; settings: %1</source>
        <translation>Změněno nastavení telefonů: %1</translation>
    </message>
    <message>
        <source>started</source>
        <translation>spuštěn</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pozastaven</translation>
    </message>
    <message>
        <source>extended</source>
        <translation>prodloužen</translation>
    </message>
    <message>
        <source>set</source>
        <translation>nastaven</translation>
    </message>
    <message>
        <source>Round %1&apos;s clock %2 (%3 min in all)</source>
        <translation>Čas kola %1 %2 (celkem %3 min)</translation>
    </message>
    <message>
        <source>%1 joins from round %2</source>
        <translation>%1 hraje od kola %2</translation>
    </message>
    <message>
        <source>%1 has no fixed table any more</source>
        <translation>%1 už nemá pevný stůl</translation>
    </message>
    <message>
        <source>Fixed table %1 for %2</source>
        <translation>Pevný stůl %1 pro hráče %2</translation>
    </message>
    <message>
        <source>Published round %1: %2 tables</source>
        <translation>Zveřejněno kolo %1: stolů %2</translation>
    </message>
    <message>
        <source>Re-paired round %1: %2 tables</source>
        <translation>Znovu spárováno kolo %1: stolů %2</translation>
    </message>
    <message>
        <source>%1, bye: %2</source>
        <translation>%1, volno: %2</translation>
    </message>
    <message>
        <source>Round %1: swapped %2 and %3</source>
        <translation>Kolo %1: prohozeni %2 a %3</translation>
    </message>
    <message>
        <source>Round %1, table %2: %3 %4 %5</source>
        <translation>Kolo %1, stůl %2: %3 %4 %5</translation>
    </message>
    <message>
        <source>%1 (%2 conceded)</source>
        <translation>%1 (%2 se vzdal)</translation>
    </message>
    <message>
        <source>%1, replacing %2</source>
        <translation>%1, místo %2</translation>
    </message>
    <message>
        <source>Undid change %1 (%2)</source>
        <translation>Vrácena změna %1 (%2)</translation>
    </message>
    <message>
        <source>Reinstated %1 players: %2</source>
        <translation>Vrácení hráči (%1): %2</translation>
    </message>
    <message>
        <source>Reinstated %1</source>
        <translation>Vrácen do turnaje: %1</translation>
    </message>
    <message>
        <source>event created</source>
        <translation>turnaj založen</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>nastavení</translation>
    </message>
    <message>
        <source>player added</source>
        <translation>hráč přidán</translation>
    </message>
    <message>
        <source>players imported</source>
        <translation>hráči importováni</translation>
    </message>
    <message>
        <source>player edited</source>
        <translation>hráč upraven</translation>
    </message>
    <message>
        <source>check-in</source>
        <translation>prezence</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>odstoupení</translation>
    </message>
    <message>
        <source>reinstatement</source>
        <translation>vrácení do turnaje</translation>
    </message>
    <message>
        <source>late join</source>
        <translation>pozdní příchod</translation>
    </message>
    <message>
        <source>fixed table</source>
        <translation>pevný stůl</translation>
    </message>
    <message>
        <source>round published</source>
        <translation>kolo zveřejněno</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>prohození</translation>
    </message>
    <message>
        <source>round re-paired</source>
        <translation>kolo znovu spárováno</translation>
    </message>
    <message>
        <source>result</source>
        <translation>výsledek</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>vrácení</translation>
    </message>
</context>
<context>
    <name>DeskError</name>
    <message>
        <source>{0} already exists</source>
        <translation>{0} už existuje</translation>
    </message>
    <message>
        <source>there is no folder {0}</source>
        <translation>složka {0} neexistuje</translation>
    </message>
    <message>
        <source>cannot create {0}: {1}</source>
        <translation>{0} nelze vytvořit: {1}</translation>
    </message>
    <message>
        <source>the event&apos;s settings were changed meanwhile (by {0}): reload them and try again</source>
        <translation>nastavení turnaje se mezitím změnilo (změnil {0}): načtěte je znovu a zkuste to znovu</translation>
    </message>
    <message>
        <source>the game cannot change once a round is paired</source>
        <translation>hru nelze změnit, jakmile je spárováno nějaké kolo</translation>
    </message>
    <message>
        <source>{0} has a result in round {1}: drop them after it</source>
        <translation>{0} má výsledek v kole {1}: odhlaste ho až po něm</translation>
    </message>
    <message>
        <source>{0} already played in round {1}</source>
        <translation>{0} už hrál v kole {1}</translation>
    </message>
    <message>
        <source>table {0} is already fixed for {1}</source>
        <translation>stůl {0} je už pevně přidělen hráči {1}</translation>
    </message>
    <message>
        <source>round {0} is already paired (by {1})</source>
        <translation>kolo {0} je už spárované (stanovištěm {1})</translation>
    </message>
    <message>
        <source>the next round to pair is round {0}</source>
        <translation>další kolo ke spárování je kolo {0}</translation>
    </message>
    <message>
        <source>the event changed since this pairing was made (by {0}): pair again</source>
        <translation>turnaj se od tohoto spárování změnil (změnil {0}): spárujte znovu</translation>
    </message>
    <message>
        <source>only the current round can be re-paired</source>
        <translation>znovu spárovat lze jen aktuální kolo</translation>
    </message>
    <message>
        <source>round {0} has results: it cannot be re-paired</source>
        <translation>kolo {0} už má výsledky: nelze je znovu spárovat</translation>
    </message>
    <message>
        <source>round {1} was changed meanwhile (by {0}): reload it and try again</source>
        <translation>kolo {1} se mezitím změnilo (změnil {0}): načtěte ho znovu a zkuste to znovu</translation>
    </message>
    <message>
        <source>only the current round&apos;s players can be swapped</source>
        <translation>prohodit lze jen hráče aktuálního kola</translation>
    </message>
    <message>
        <source>there is no round {0}</source>
        <translation>kolo {0} neexistuje</translation>
    </message>
    <message>
        <source>round {0} has no table {1}</source>
        <translation>kolo {0} nemá stůl {1}</translation>
    </message>
    <message>
        <source>round {0} is not the current round ({1}): changing it needs replace</source>
        <translation>kolo {0} není aktuální kolo ({1}): jeho změna vyžaduje nahrazení</translation>
    </message>
    <message>
        <source>round {0}, table {1} already has {2}–{3} (entered by {4})</source>
        <translation>kolo {0}, stůl {1} už má výsledek {2}–{3} (zadal {4})</translation>
    </message>
    <message>
        <source>table {2} of round {1} was changed meanwhile (by {0}): reload it and try again</source>
        <translation>stůl {2} kola {1} se mezitím změnil (změnil {0}): načtěte ho znovu a zkuste to znovu</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>není co vrátit zpět</translation>
    </message>
    <message>
        <source>a number given is too large for the event to keep: nothing was saved</source>
        <translation>zadané číslo je pro turnaj příliš velké: nic nebylo uloženo</translation>
    </message>
    <message>
        <source>{0} is read-only here (the file or its folder cannot be written): it can be viewed, not changed</source>
        <translation>{0} je zde jen pro čtení (soubor nebo jeho složku nelze zapisovat): lze jej prohlížet, ne měnit</translation>
    </message>
    <message>
        <source>the event changed meanwhile: try again</source>
        <translation>turnaj se mezitím změnil: zkuste to znovu</translation>
    </message>
    <message>
        <source>round {0} is past the {1} rounds planned: it can only be paired as an extra round</source>
        <translation>kolo {0} je nad {1} plánovaných kol: lze ho spárovat jen jako kolo navíc</translation>
    </message>
    <message>
        <source>the event changed since you looked at it (change {1}, by {0}): look again before undoing</source>
        <translation>turnaj se změnil od chvíle, kdy jste se na něj dívali (změna {1}, od {0}): podívejte se znovu, než ji vrátíte zpět</translation>
    </message>
    <message>
        <source>there is no player {0}</source>
        <translation>hráč {0} neexistuje</translation>
    </message>
    <message>
        <source>player {1} was changed meanwhile (by {0}): reload and try again</source>
        <translation>hráč {1} se mezitím změnil (změnil {0}): načtěte znovu a zkuste to znovu</translation>
    </message>
    <message>
        <source>there is no change {0}</source>
        <translation>změna {0} neexistuje</translation>
    </message>
    <message>
        <source>the event&apos;s creation cannot be undone</source>
        <translation>vytvoření turnaje nelze vrátit zpět</translation>
    </message>
    <message>
        <source>change {0} is an undo: it cannot be undone itself</source>
        <translation>změna {0} je vrácení zpět: to samo vrátit nelze</translation>
    </message>
    <message>
        <source>change {0} was undone already (by change {1}, {2})</source>
        <translation>změna {0} už byla vrácena zpět (změnou {1}, {2})</translation>
    </message>
    <message>
        <source>change {0} can no longer be undone: later changes depend on it</source>
        <translation>změnu {0} už nelze vrátit zpět: závisejí na ní pozdější změny</translation>
    </message>
    <message>
        <source>change {0} cannot be undone before change {1} ({2}), which depends on it: undo change {1} first</source>
        <translation>změnu {0} nelze vrátit zpět před změnou {1} ({2}), která na ní závisí: nejdřív vraťte změnu {1}</translation>
    </message>
    <message>
        <source>the database holds no event</source>
        <translation>databáze neobsahuje žádný turnaj</translation>
    </message>
    <message>
        <source>{0} is damaged: {1}.{2} holds {3!r} where a whole number belongs</source>
        <translation>{0} je poškozený: {1}.{2} obsahuje {3!r} tam, kde má být celé číslo</translation>
    </message>
    <message>
        <source>{0} is damaged: its rounds are not numbered from 1 to {1}</source>
        <translation>{0} je poškozený: jeho kola nejsou číslována od 1 do {1}</translation>
    </message>
    <message>
        <source>{0} is damaged: round {1}, table {2} names a player it does not have ({3})</source>
        <translation>{0} je poškozený: kolo {1}, stůl {2} uvádí hráče, kterého nemá ({3})</translation>
    </message>
    <message>
        <source>{0} is damaged: the bye of round {1} names a player it does not have ({2})</source>
        <translation>{0} je poškozený: volno v kole {1} uvádí hráče, kterého nemá ({2})</translation>
    </message>
    <message>
        <source>{0} is damaged: its setting {1} holds {2!r}, which the desk does not take</source>
        <translation>{0} je poškozený: jeho nastavení {1} obsahuje {2!r}, což organizátoři nepřijímají</translation>
    </message>
    <message>
        <source>{0} is damaged: player {1} holds what the desk does not take</source>
        <translation>{0} je poškozený: hráč {1} obsahuje, co organizátoři nepřijímají</translation>
    </message>
    <message>
        <source>{0} is damaged: a soft score of player {1} is of a kind the desk does not know ({2!r})</source>
        <translation>{0} je poškozený: doplňkové hodnocení hráče {1} je druhu, který organizátoři neznají ({2!r})</translation>
    </message>
    <message>
        <source>{0} is damaged: round {1}, table {2} says the player {3} conceded; only player 1 or 2 can</source>
        <translation>{0} je poškozený: {1}. kolo, stůl {2} uvádí, že se vzdal hráč {3}; vzdát se může jen hráč 1 nebo 2</translation>
    </message>
    <message>
        <source>{0} is damaged: round {1}, table {2} has a score that is not one the desk takes ({3} – {4})</source>
        <translation>{0} je poškozený: kolo {1}, stůl {2} má skóre, které organizátoři nepřijímají ({3} – {4})</translation>
    </message>
    <message>
        <source>{0} is damaged: change {1} of its log cannot be read</source>
        <translation>{0} je poškozený: změnu {1} jeho záznamu nelze přečíst</translation>
    </message>
    <message>
        <source>round {0} still has tables without a result: {1}</source>
        <translation>kolo {0} má ještě stoly bez výsledku: {1}</translation>
    </message>
    <message>
        <source>a round needs at least two players to pair</source>
        <translation>ke spárování kola jsou potřeba alespoň dva hráči</translation>
    </message>
    <message>
        <source>each table needs its own number, from 1</source>
        <translation>každý stůl potřebuje vlastní číslo, od 1</translation>
    </message>
    <message>
        <source>the pairing must seat every player of round {0} once (twice: {1}; missing: {2}; not playing: {3})</source>
        <translation>spárování musí usadit každého hráče kola {0} právě jednou (dvakrát: {1}; chybí: {2}; nehrají: {3})</translation>
    </message>
    <message>
        <source>the server&apos;s address holds more than one @ before its host: write an @ in the user name or the password as %40 (the address is not shown, as it may hold a password)</source>
        <translation>adresa serveru obsahuje před jménem hostitele více než jeden znak @: zapište @ ve jménu uživatele nebo v hesle jako %40 (adresa se nezobrazuje, protože může obsahovat heslo)</translation>
    </message>
    <message>
        <source>{0} is not a database address</source>
        <translation>{0} není adresa databáze</translation>
    </message>
    <message>
        <source>{0} names no file</source>
        <translation>{0} neuvádí žádný soubor</translation>
    </message>
    <message>
        <source>{0}: an event is a file, or a database on a PostgreSQL server (postgresql://user@host/database)</source>
        <translation>{0}: turnaj je soubor, nebo databáze na serveru PostgreSQL (postgresql://uživatel@počítač/databáze)</translation>
    </message>
    <message>
        <source>cannot use the database {0}: {1}</source>
        <translation>databázi {0} nelze použít: {1}</translation>
    </message>
    <message>
        <source>the event file {0} is not there any more (moved or deleted, or its disk or network share went away)</source>
        <translation>soubor turnaje {0} už tam není (přesunutý nebo smazaný, nebo jeho disk či síťová složka zmizely)</translation>
    </message>
    <message>
        <source>cannot reach the event file {0}: {1}</source>
        <translation>soubor turnaje {0} není dostupný: {1}</translation>
    </message>
    <message>
        <source>there is no file {0}</source>
        <translation>soubor {0} neexistuje</translation>
    </message>
    <message>
        <source>{0} is a folder, not an event file</source>
        <translation>{0} je složka, ne soubor turnaje</translation>
    </message>
    <message>
        <source>{0} is not a regular file (a FIFO or a device), not an event file</source>
        <translation>{0} není běžný soubor (FIFO nebo zařízení), není to soubor turnaje</translation>
    </message>
    <message>
        <source>cannot read {0}: {1}</source>
        <translation>{0} nelze přečíst: {1}</translation>
    </message>
    <message>
        <source>{0} is held by the user {1} and cannot be written by this one: open the event once as {1} (or ask the computer&apos;s administrator) to release it</source>
        <translation>{0} drží uživatel {1} a tento uživatel do něj nemůže zapisovat: otevřete jednou událost jako {1} (nebo požádejte správce počítače), aby se uvolnil</translation>
    </message>
    <message>
        <source>{0} is damaged (SQLite cannot read part of it): open its latest round backup beside it instead</source>
        <translation>{0} je poškozený (SQLite nemůže přečíst jeho část): otevřete raději jeho nejnovější zálohu kola vedle něj</translation>
    </message>
    <message>
        <source>{0} is not an event file</source>
        <translation>{0} není soubor turnaje</translation>
    </message>
    <message>
        <source>{0} holds no event</source>
        <translation>{0} neobsahuje žádný turnaj</translation>
    </message>
    <message>
        <source>{0} was saved by a newer Companion (event schema {1}; this one reads up to {2})</source>
        <translation>{0} uložil novější Companion (schéma turnaje {1}; tento čte nejvýše {2})</translation>
    </message>
    <message>
        <source>{0} was saved by an older Companion and must be upgraded, which needs it writable: it is read-only here</source>
        <translation>{0} byl uložen starším Companionem a musí se převést, k čemuž musí jít zapisovat: zde je jen pro čtení</translation>
    </message>
    <message>
        <source>{0} is damaged (it fails SQLite&apos;s integrity check): nothing more is written into it; open its latest round backup ({1}.round-N.backup beside it) instead</source>
        <translation>{0} je poškozený (neprošel kontrolou integrity SQLite): nic dalšího se do něj nezapíše; otevřete raději jeho nejnovější zálohu kola ({1}.round-N.backup vedle něj)</translation>
    </message>
    <message>
        <source>cannot create {0}: the name is longer than {1} bytes (SQLite keeps files of the same name and a few letters more beside it)</source>
        <translation>{0} nelze vytvořit: název je delší než {1} bajtů (SQLite vedle něj ukládá soubory se stejným názvem a několika písmeny navíc)</translation>
    </message>
    <message>
        <source>the disk is full: {0} was not created</source>
        <translation>disk je plný: {0} nebyl vytvořen</translation>
    </message>
    <message>
        <source>{0} already holds an event</source>
        <translation>{0} už obsahuje turnaj</translation>
    </message>
    <message>
        <source>{0} is not empty: an event needs a database of its own</source>
        <translation>{0} není prázdná: turnaj potřebuje vlastní databázi</translation>
    </message>
    <message>
        <source>the event file {0} could not be reached while saving: reload to see whether the change was kept</source>
        <translation>soubor turnaje {0} nebyl během ukládání dostupný: načtěte znovu a podívejte se, zda změna zůstala</translation>
    </message>
    <message>
        <source>the event file {0} cannot be reached ({1}): nothing was saved</source>
        <translation>soubor turnaje {0} není dostupný ({1}): nic nebylo uloženo</translation>
    </message>
    <message>
        <source>{0} names no database: one database holds one event</source>
        <translation>{0} neuvádí žádnou databázi: jedna databáze obsahuje jeden turnaj</translation>
    </message>
    <message>
        <source>the event is in use by another program: it stayed locked for more than {0} seconds</source>
        <translation>turnaj používá jiný program: zůstal zamčený déle než {0} s</translation>
    </message>
    <message>
        <source>{0}: wrong password for user {1}</source>
        <translation>{0}: špatné heslo uživatele {1}</translation>
    </message>
    <message>
        <source>{0}: the server asks a password for user {1}</source>
        <translation>{0}: server žádá heslo uživatele {1}</translation>
    </message>
    <message>
        <source>{0}: the server has no database {1}</source>
        <translation>{0}: server nemá databázi {1}</translation>
    </message>
    <message>
        <source>{0}: the server has no user {1}</source>
        <translation>{0}: server nemá uživatele {1}</translation>
    </message>
    <message>
        <source>{0}: the server does not let user {1} in from this machine (see its pg_hba.conf)</source>
        <translation>{0}: server nepustí uživatele {1} z tohoto počítače (viz jeho pg_hba.conf)</translation>
    </message>
    <message>
        <source>there is no machine named {0} on the network</source>
        <translation>v síti není žádný počítač jménem {0}</translation>
    </message>
    <message>
        <source>{0}: the address sets {1}, which the desk does not know (it knows {2})</source>
        <translation>{0}: adresa nastavuje {1}, což stanoviště nezná (zná {2})</translation>
    </message>
    <message>
        <source>{0}: the address sets a setting twice</source>
        <translation>{0}: adresa nastavuje jednu volbu dvakrát</translation>
    </message>
    <message>
        <source>{0}: sslmode must be one of {1}</source>
        <translation>{0}: sslmode musí být jedno z {1}</translation>
    </message>
    <message>
        <source>{0}: this system has no socket folders: give the server&apos;s name or address</source>
        <translation>{0}: tento systém nemá složky soketů: zadejte název nebo adresu serveru</translation>
    </message>
    <message>
        <source>the event server {0} does not offer TLS, which the address asks for (sslmode={1})</source>
        <translation>server turnaje {0} nenabízí TLS, které adresa vyžaduje (sslmode={1})</translation>
    </message>
    <message>
        <source>{0} is not a PostgreSQL server</source>
        <translation>{0} není server PostgreSQL</translation>
    </message>
    <message>
        <source>{0}: cannot read the certificate {1} (sslrootcert): {2}</source>
        <translation>{0}: nelze přečíst certifikát {1} (sslrootcert): {2}</translation>
    </message>
    <message>
        <source>the event server {0} does not answer (waited {1} seconds)</source>
        <translation>server turnaje {0} neodpovídá (čekáno {1} s)</translation>
    </message>
    <message>
        <source>the event server {0} refuses connections: is PostgreSQL running there?</source>
        <translation>server turnaje {0} odmítá spojení: běží tam PostgreSQL?</translation>
    </message>
    <message>
        <source>the event server {0} failed the TLS check: {1}</source>
        <translation>server turnaje {0} neprošel kontrolou TLS: {1}</translation>
    </message>
    <message>
        <source>cannot reach the event server {0}: {1}</source>
        <translation>server turnaje {0} je nedosažitelný: {1}</translation>
    </message>
    <message>
        <source>the event server {0} closed the connection while the desk logged in</source>
        <translation>server turnaje {0} ukončil spojení během přihlašování stanoviště</translation>
    </message>
    <message>
        <source>the event server {0} is busy, starting or stopping: try again in a moment</source>
        <translation>server turnaje {0} je zaneprázdněný, spouští se nebo zastavuje: zkuste to za chvíli znovu</translation>
    </message>
    <message>
        <source>the connection to the event server {0} broke while saving: reload to see whether the change was kept</source>
        <translation>spojení se serverem turnaje {0} se přerušilo během ukládání: načtěte znovu a podívejte se, zda změna zůstala</translation>
    </message>
    <message>
        <source>the connection to the event server {0} broke: nothing was saved</source>
        <translation>spojení se serverem turnaje {0} se přerušilo: nic nebylo uloženo</translation>
    </message>
    <message>
        <source>{0}: user {1} may not use this database ({2})</source>
        <translation>{0}: uživatel {1} nesmí používat tuto databázi ({2})</translation>
    </message>
    <message>
        <source>the event cannot be written here (read-only)</source>
        <translation>turnaj sem nelze zapsat (jen pro čtení)</translation>
    </message>
    <message>
        <source>the disk is full: nothing was saved</source>
        <translation>disk je plný: nic nebylo uloženo</translation>
    </message>
    <message>
        <source>the event database failed: {0}</source>
        <translation>databáze turnaje selhala: {0}</translation>
    </message>
    <message>
        <source>the player&apos;s name</source>
        <translation>jméno hráče</translation>
    </message>
    <message>
        <source>the club</source>
        <translation>klub</translation>
    </message>
    <message>
        <source>the faction</source>
        <translation>frakci</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>soubor nebo složka neexistuje</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>přístup odepřen</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>je to složka</translation>
    </message>
    <message>
        <source>it is an event file open in Companion (only the event itself reads it)</source>
        <translation>je to soubor turnaje otevřený v Companionu (čte ho jen turnaj sám)</translation>
    </message>
    <message>
        <source>{0} is not a regular file (a FIFO or a device): give a CSV file</source>
        <translation>{0} není obyčejný soubor (FIFO nebo zařízení): zadejte soubor CSV</translation>
    </message>
    <message>
        <source>{0} is larger than {1:,} bytes, the most a players&apos; file may be</source>
        <translation>{0} je větší než {1:,} bajtů, což je nejvíc, kolik smí mít soubor hráčů</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}, line {1}: byte {2} cannot be read as text (the file is not UTF-8, Windows-1250 or Windows-1252): save it from the spreadsheet as &quot;CSV UTF-8&quot;</source>
        <translation>{0}, řádek {1}: bajt {2} nelze přečíst jako text (soubor není v UTF-8, Windows-1250 ani Windows-1252): uložte ho z tabulkového procesoru jako &quot;CSV UTF-8&quot;</translation>
    </message>
    <message>
        <source>{0}, line {1}: a field longer than {2:,} characters, far more than any name, club or faction</source>
        <translation>{0}, řádek {1}: pole delší než {2:,} znaků, mnohem víc než jakékoli jméno, klub nebo frakce</translation>
    </message>
    <message>
        <source>{0}, line {1}: {2}</source>
        <translation>{0}, řádek {1}: {2}</translation>
    </message>
    <message>
        <source>{0}: empty; the first line must be the header name,club,faction</source>
        <translation>{0}: prázdný; první řádek musí být záhlaví name,club,faction</translation>
    </message>
    <message>
        <source>{0}, line {1}: {2} fields, the header has {3} ({4}); a text holding {5} must be in double quotes</source>
        <translation>{0}, řádek {1}: {2} polí, záhlaví jich má {3} ({4}); text, který obsahuje {5}, musí být v uvozovkách</translation>
    </message>
    <message>
        <source>{0}, line {1}, column {2!r}: empty; every player needs a name (write it, or delete the line)</source>
        <translation>{0}, řádek {1}, sloupec {2!r}: prázdný; každý hráč potřebuje jméno (doplňte ho, nebo řádek smažte)</translation>
    </message>
    <message>
        <source>{0}, line {1}, column {2} ({3!r}): looks like {4!r} misspelt, a name for {5}: write it as one of {6} to import it, or give the column another heading to leave it out</source>
        <translation>{0}, řádek {1}, sloupec {2} ({3!r}): vypadá jako překlep v {4!r}, názvu pro {5}: napište ho jako jeden z {6}, má-li se importovat, nebo sloupec nadepište jinak, má-li se vynechat</translation>
    </message>
    <message>
        <source>{0}, line {1}, column {2} ({3!r}): a second column for {4} (the first is column {5}); keep one</source>
        <translation>{0}, řádek {1}, sloupec {2} ({3!r}): druhý sloupec pro {4} (první je sloupec {5}); ponechte jen jeden</translation>
    </message>
    <message>
        <source>{0}, line {1}: the header has no column for the player&apos;s name ({2}); got {3!r}</source>
        <translation>{0}, řádek {1}: záhlaví nemá sloupec pro jméno hráče ({2}); nalezeno {3!r}</translation>
    </message>
    <message>
        <source>{0}: no players after the header</source>
        <translation>{0}: za záhlavím nejsou žádní hráči</translation>
    </message>
    <message>
        <source>you do not play at table {0}</source>
        <translation>u stolu {0} nehraješ</translation>
    </message>
    <message>
        <source>the desk entered table {0}&apos;s result: it stands</source>
        <translation>výsledek stolu {0} zapsal organizátor: platí</translation>
    </message>
    <message>
        <source>table {0}&apos;s result is in: ask the desk to change it</source>
        <translation>výsledek stolu {0} je zapsán: změnit ho může organizátor</translation>
    </message>
    <message>
        <source>your opponent has not reported table {0} yet</source>
        <translation>soupeř ještě nenahlásil výsledek stolu {0}</translation>
    </message>
    <message>
        <source>the clock runs once a round is paired</source>
        <translation>čas běží až po spárování kola</translation>
    </message>
    <message>
        <source>table {1} of round {0} is not your table in the current round</source>
        <translation>stůl {1} v kole {0} není tvůj stůl v tomto kole</translation>
    </message>
    <message>
        <source>check in at the desk: the organiser checks players in</source>
        <translation>účast potvrď u stolku: zapisuje ji organizátor</translation>
    </message>
    <message>
        <source>{0} has dropped: only the desk can bring them back</source>
        <translation>{0} odstoupil(a): vrátit ho může jen organizátor</translation>
    </message>
    <message>
        <source>this link is not (or no longer) a player&apos;s</source>
        <translation>tento odkaz nepatří (už) žádnému hráči</translation>
    </message>
    <message>
        <source>this request_id was used before for another request: give each request an id of its own</source>
        <translation>tento request_id už byl použit pro jiný požadavek: každý požadavek potřebuje vlastní id</translation>
    </message>
    <message>
        <source>your opponent changed their report of table {0}: answer the report as it is now</source>
        <translation>soupeř změnil své hlášení stolu {0}: odpověz na hlášení, jak je teď</translation>
    </message>
    <message>
        <source>the clock of round {0} is not set</source>
        <translation>čas kola {0} není nastaven</translation>
    </message>
    <message>
        <source>cannot write {0}: {1}</source>
        <translation>{0} nelze zapsat: {1}</translation>
    </message>
    <message>
        <source>{0} is not a regular file: an export is written to a file</source>
        <translation>{0} není obyčejný soubor: export se zapisuje do souboru</translation>
    </message>
    <message>
        <source>{0} is an event file (or another database): an export never replaces one, choose another name</source>
        <translation>{0} je soubor turnaje (nebo jiná databáze): export ho nikdy nenahradí, zvolte jiný název</translation>
    </message>
    <message>
        <source>{0} belongs to an event file: an export never replaces it</source>
        <translation>{0} patří k souboru turnaje: export ho nikdy nenahradí</translation>
    </message>
    <message>
        <source>{0}: an export is not written under an event file&apos;s name (.companion-event): choose another name</source>
        <translation>{0}: export se nezapisuje pod názvem souboru turnaje (.companion-event): zvolte jiný název</translation>
    </message>
    <message>
        <source>the disk is full: {0} was not written (a file that was there before is kept as it was)</source>
        <translation>disk je plný: {0} nebyl zapsán (soubor, který tam byl předtím, zůstává, jak byl)</translation>
    </message>
    <message>
        <source>the event is damaged: it holds {0!r} where a number belongs</source>
        <translation>turnaj je poškozený: obsahuje {0!r} tam, kde má být číslo</translation>
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
        <translation>Žádné nedávné turnaje</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nový turnaj…</translation>
    </message>
    <message>
        <source>Open &amp;event…</source>
        <translation>Otevřít &amp;turnaj…</translation>
    </message>
    <message>
        <source>Open event from a ser&amp;ver…</source>
        <translation>Otevřít turnaj ze ser&amp;veru…</translation>
    </message>
    <message>
        <source>Open &amp;recent events</source>
        <translation>Otevřít nedávné tu&amp;rnaje</translation>
    </message>
    <message>
        <source>Export the even&amp;t</source>
        <translation>E&amp;xportovat turnaj</translation>
    </message>
    <message>
        <source>&amp;Standings as CSV…</source>
        <translation>&amp;Pořadí jako CSV…</translation>
    </message>
    <message>
        <source>&amp;Results as CSV…</source>
        <translation>&amp;Výsledky jako CSV…</translation>
    </message>
    <message>
        <source>The whole event as &amp;JSON…</source>
        <translation>Celý turnaj jako &amp;JSON…</translation>
    </message>
    <message>
        <source>Standings for a spreads&amp;heet (Excel, CSV)…</source>
        <translation>Pořadí pro &amp;tabulkový procesor (Excel, CSV)…</translation>
    </message>
    <message>
        <source>Results for a spreadsheet (E&amp;xcel, CSV)…</source>
        <translation>Výsledky pro tabulkový procesor (E&amp;xcel, CSV)…</translation>
    </message>
    <message>
        <source>CSV as the spreadsheet you choose opens it (its language and separator, kept for the event): semicolons and decimal commas in Italian and Czech, commas in English; the plain CSV is for other programs.</source>
        <translation>CSV tak, jak ho otevře zvolený tabulkový procesor (jeho jazyk a oddělovač, zapamatované pro turnaj): středníky a desetinné čárky v italštině a češtině, čárky v angličtině; prosté CSV je pro jiné programy.</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>T&amp;isk…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exportovat P&amp;DF…</translation>
    </message>
    <message>
        <source>Players&apos; pa&amp;ge…</source>
        <translation>&amp;Stránka pro hráče…</translation>
    </message>
    <message>
        <source>Pro&amp;jector…</source>
        <translation>Pro&amp;jektor…</translation>
    </message>
    <message>
        <source>P&amp;layers&apos; phones…</source>
        <translation>Te&amp;lefony hráčů…</translation>
    </message>
</context>
<context>
    <name>DeskTab</name>
    <message>
        <source>Tournament</source>
        <translation>Turnaj</translation>
    </message>
    <message>
        <source>&amp;Desk</source>
        <translation>S&amp;tanoviště</translation>
    </message>
    <message>
        <source>This desk&apos;s name, as the log shows it beside each change made here.</source>
        <translation>Název tohoto stanoviště, jak jej záznam ukazuje u každé změny provedené zde.</translation>
    </message>
    <message>
        <source>Tournament desk</source>
        <translation>Turnajové stanoviště</translation>
    </message>
    <message>
        <source>Run an event: players, Swiss pairing, results scored by the game&apos;s own rules, and standings. Every change is saved in the event at once, so nothing is lost if the laptop stops. Several desks can work on one event kept on a server.</source>
        <translation>Veďte turnaj: hráči, švýcarské párování, výsledky podle pravidel dané hry a pořadí. Každá změna se do turnaje uloží hned, takže se nic neztratí, ani když se notebook vypne. Na jednom turnaji uloženém na serveru může pracovat více stanovišť.</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>No&amp;vý turnaj…</translation>
    </message>
    <message>
        <source>&amp;Open event…</source>
        <translation>&amp;Otevřít turnaj…</translation>
    </message>
    <message>
        <source>Open from a &amp;server…</source>
        <translation>Otevřít ze s&amp;erveru…</translation>
    </message>
    <message>
        <source>&amp;Recent events (double-click to open)</source>
        <translation>Ne&amp;dávné turnaje (otevřete dvojklikem)</translation>
    </message>
    <message>
        <source>No event is open</source>
        <translation>Žádný turnaj není otevřený</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 bodů</translation>
    </message>
    <message numerus="yes">
        <source>final standings after %n round(s)</source>
        <translation>
            <numerusform>konečné pořadí po %n kole</numerusform>
            <numerusform>konečné pořadí po %n kolech</numerusform>
            <numerusform>konečné pořadí po %n kolech</numerusform>
        </translation>
    </message>
    <message>
        <source>round %1, an extra round (%2 planned)</source>
        <translation>kolo %1, kolo navíc (plánováno %2)</translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation>kolo %1 z %2</translation>
    </message>
    <message>
        <source>%1 rounds planned</source>
        <translation>plánovaná kola: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Creating %1…</source>
        <translation>Zakládám %1…</translation>
    </message>
    <message>
        <source>Cannot create the event</source>
        <translation>Turnaj nelze založit</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Otevřít turnaj</translation>
    </message>
    <message>
        <source>Companion events (*%1);;All files (*)</source>
        <translation>Turnaje Companion (*%1);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>The password could not be kept in the keyring.</source>
        <translation>Heslo se nepodařilo uložit do klíčenky.</translation>
    </message>
    <message>
        <source>%1 is open already: it shows every change saved so far.</source>
        <translation>%1 je už otevřena: ukazuje všechny dosud uložené změny.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Otevírám %1…</translation>
    </message>
    <message>
        <source>Cannot open the event</source>
        <translation>Turnaj nelze otevřít</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Otevřen turnaj %1.</translation>
    </message>
    <message>
        <source>The event&apos;s database answers again: the desk carries on.</source>
        <translation>Databáze turnaje znovu odpovídá: stanoviště pokračuje.</translation>
    </message>
    <message>
        <source>The event&apos;s database does not answer: %1. The desk keeps trying; what you type stays in the forms, and saves wait until it is back.</source>
        <translation>Databáze turnaje neodpovídá: %1. Stanoviště to zkouší dál; co píšete, zůstává ve formulářích, a uložení počká, až se databáze vrátí.</translation>
    </message>
    <message numerus="yes">
        <source>The event&apos;s database does not answer: %1. %n save(s) waiting; they are made as soon as it is back.</source>
        <translation>
            <numerusform>Databáze turnaje neodpovídá: %1. Čeká %n uložení; provede se, jakmile se databáze vrátí.</numerusform>
            <numerusform>Databáze turnaje neodpovídá: %1. Čekají %n uložení; provedou se, jakmile se databáze vrátí.</numerusform>
            <numerusform>Databáze turnaje neodpovídá: %1. Čeká %n uložení; provedou se, jakmile se databáze vrátí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>Exportovat pořadí</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Exportovat výsledky</translation>
    </message>
    <message>
        <source>Export the whole event</source>
        <translation>Exportovat celý turnaj</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Soubory JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nelze provést</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportováno do %1.</translation>
    </message>
</context>
<context>
    <name>DocumentsMenu</name>
    <message>
        <source>Pairings by table</source>
        <translation>Párování podle stolů</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Párování podle jmen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Result slips (one per table)</source>
        <translation>Výsledkové lístky (jeden na stůl)</translation>
    </message>
    <message>
        <source>Faction statistics</source>
        <translation>Statistiky frakcí</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>&amp;Dokument</translation>
    </message>
    <message>
        <source>One slip per page</source>
        <translation>Jeden lístek na stránku</translation>
    </message>
    <message>
        <source>Two slips per page (cut the page in halves)</source>
        <translation>Dva lístky na stránku (stránku rozstřihněte napůl)</translation>
    </message>
    <message>
        <source>Four slips per page (cut the page in quarters)</source>
        <translation>Čtyři lístky na stránku (stránku rozstřihněte na čtvrtiny)</translation>
    </message>
    <message>
        <source>&amp;Slips per page</source>
        <translation>&amp;Lístků na stránku</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportovat PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Soubory PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>Exportovat pořadí</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Exportovat výsledky</translation>
    </message>
    <message>
        <source>Export for a spreadsheet</source>
        <translation>Exportovat pro tabulkový procesor</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Players&apos; page</source>
        <translation>Stránka pro hráče</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Webové stránky (*.html)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nelze provést</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportováno do %1.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Tisk</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Tisk nelze provést</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>Na tiskárnu odeslána %n stránka.</numerusform>
            <numerusform>Na tiskárnu odeslány %n stránky.</numerusform>
            <numerusform>Na tiskárnu odesláno %n stránek.</numerusform>
        </translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Projektor</translation>
    </message>
</context>
<context>
    <name>EncounterPanel</name>
    <message>
        <source>Random encounter (2D6)</source>
        <translation>Náhodné překvapení (2D6)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Jednotka</translation>
    </message>
    <message>
        <source>&amp;Models in the unit</source>
        <translation>&amp;Modely v jednotce</translation>
    </message>
    <message>
        <source>Wholly &amp;under the template</source>
        <translation>Zcela p&amp;od šablonou</translation>
    </message>
    <message>
        <source>Models wholly under the large template are hit.</source>
        <translation>Modely zcela pod velkou šablonou jsou zasaženy.</translation>
    </message>
    <message>
        <source>Partly un&amp;der the template</source>
        <translation>Čás&amp;tečně pod šablonou</translation>
    </message>
    <message>
        <source>Each model partly under the template is hit on a %1.</source>
        <translation>Každý model částečně pod šablonou je zasažen na %1.</translation>
    </message>
    <message>
        <source>Tou&amp;ghness</source>
        <translation>O&amp;dolnost</translation>
    </message>
    <message>
        <source>&amp;Wounds per model</source>
        <translation>Z&amp;ranění na model</translation>
    </message>
    <message>
        <source>Armour save</source>
        <translation>Záchrana zbrojí</translation>
    </message>
    <message>
        <source>Worn armour with Lizardmen Scaly Skin counted in.</source>
        <translation>Nošená zbroj včetně Šupin Lizardmenů.</translation>
    </message>
    <message>
        <source>Wa&amp;rd save</source>
        <translation>O&amp;chranný hod</translation>
    </message>
    <message>
        <source>&amp;Leadership</source>
        <translation>V&amp;ůdcovství</translation>
    </message>
    <message>
        <source>Lizardmen</source>
        <translation>Lizardmeni</translation>
    </message>
    <message>
        <source>Native Curse and Madcap Fungi do not affect Lizardmen.</source>
        <translation>Kletba a Toxické houby nepůsobí na Lizardmeny.</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Překvapení</translation>
    </message>
    <message>
        <source>&amp;Encounter</source>
        <translation>&amp;Překvapení</translation>
    </message>
    <message>
        <source>Roll it against this unit</source>
        <translation>Hod proti této jednotce</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Hodit kostkami</translation>
    </message>
    <message>
        <source>Rolls real dice for the encounter chosen above; every die is shown.</source>
        <translation>Hodí skutečnými kostkami pro překvapení zvolené výše; zobrazí se každá kostka.</translation>
    </message>
    <message>
        <source>Roll history (newest first; hover a roll for every die)</source>
        <translation>Historie hodů (nejnovější nahoře; najeďte na hod pro všechny kostky)</translation>
    </message>
    <message>
        <source>Exactly</source>
        <translation>Přesně</translation>
    </message>
    <message>
        <source>At lea&amp;st</source>
        <translation>N&amp;ejméně</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Models removed</source>
        <translation>Odstraněné modely</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>Every encounter against this unit</source>
        <translation>Každé překvapení proti této jednotce</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Šance</translation>
    </message>
    <message>
        <source>Expected
removed</source>
        <translation>Očekávaně
odstraněno</translation>
    </message>
    <message>
        <source>At least
one</source>
        <translation>Alespoň
jeden</translation>
    </message>
    <message>
        <source>Fails
Panic</source>
        <translation>Neprojde
panikou</translation>
    </message>
    <message>
        <source>Terrain to spend on</source>
        <translation>Kam utratit body</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Removed
per point</source>
        <translation>Odstraněno
za bod</translation>
    </message>
    <message>
        <source>Chance in percent of each number of models removed, by encounter (hover a cell for the exact fraction):</source>
        <translation>Šance v procentech pro každý počet odstraněných modelů podle překvapení (najeďte na buňku pro přesný zlomek):</translation>
    </message>
    <message>
        <source>%1 against this unit</source>
        <translation>%1 proti této jednotce</translation>
    </message>
    <message>
        <source>Caught by the template</source>
        <translation>Zasažena šablonou</translation>
    </message>
    <message>
        <source>Expected models removed</source>
        <translation>Očekávaný počet odstraněných modelů</translation>
    </message>
    <message>
        <source>Expected unsaved wounds from hits</source>
        <translation>Očekávaná nezachráněná zranění ze zásahů</translation>
    </message>
    <message>
        <source>At least one model removed</source>
        <translation>Alespoň jeden model odstraněn</translation>
    </message>
    <message>
        <source>Takes a Panic test</source>
        <translation>Hází test paniky</translation>
    </message>
    <message>
        <source>Fails a Panic test</source>
        <translation>Neprojde testem paniky</translation>
    </message>
    <message>
        <source>Becomes Immune to Psychology</source>
        <translation>Stane se imunní vůči psychologii</translation>
    </message>
    <message>
        <source>2–12</source>
        <translation>2–12</translation>
    </message>
    <message>
        <source>No encounter can remove a model of this unit as it stands.</source>
        <translation>Žádné překvapení nemůže odstranit model této jednotky v jejím současném stavu.</translation>
    </message>
    <message>
        <source>Most damaging: %1, %2 models expected. The encounter type is rolled, not chosen; what you choose is where to spend points:</source>
        <translation>Nejničivější: %1, očekávaný počet modelů: %2. Typ překvapení se hází, nevybírá; vybíráte, kam utratit body:</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Džungle</translation>
    </message>
    <message>
        <source>Other terrain</source>
        <translation>Jiný terén</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>A random encounter: each type weighted by its 2D6 chance.</source>
        <translation>Náhodné překvapení: každý typ vážený svou šancí na 2D6.</translation>
    </message>
    <message>
        <source>%1: no model is under the template.</source>
        <translation>%1: pod šablonou není žádný model.</translation>
    </message>
    <message>
        <source>%1 does not affect Lizardmen.</source>
        <translation>%1 nepůsobí na Lizardmeny.</translation>
    </message>
    <message>
        <source>%1: models without an armour save escape.</source>
        <translation>%1: modely bez záchrany zbrojí uniknou.</translation>
    </message>
    <message>
        <source>%1: nothing happens; one marked encounter on this terrain may be removed.</source>
        <translation>%1: nic se neděje; jedno označené překvapení na tomto terénu lze odstranit.</translation>
    </message>
    <message>
        <source>D6 hits</source>
        <translation>D6 zásahů</translation>
    </message>
    <message>
        <source>D3 hits</source>
        <translation>D3 zásahů</translation>
    </message>
    <message>
        <source>one hit</source>
        <translation>jeden zásah</translation>
    </message>
    <message>
        <source>no armour save</source>
        <translation>bez záchrany zbrojí</translation>
    </message>
    <message>
        <source>the armour save is lost</source>
        <translation>záchrana zbrojí propadá</translation>
    </message>
    <message>
        <source>armour save %1</source>
        <translation>záchrana zbrojí %1</translation>
    </message>
    <message>
        <source>, ward %1</source>
        <translation>, ochranný hod %1</translation>
    </message>
    <message>
        <source>cannot wound</source>
        <translation>nemůže zranit</translation>
    </message>
    <message>
        <source>wounds on %1</source>
        <translation>zraňuje na %1</translation>
    </message>
    <message>
        <source>%1: %2 at Strength %3, %4, %5%6; %7 of hits become unsaved wounds.</source>
        <translation>%1: %2 se Sílou %3, %4, %5%6; %7 zásahů se stane nezachráněnými zraněními.</translation>
    </message>
    <message>
        <source>%1: every model of the unit, not only those under the template, sinks when it passes its unmodified armour save (%2), whatever its Wounds and ward.</source>
        <translation>%1: každý model jednotky, nejen ty pod šablonou, se propadne, pokud uspěje v nemodifikované záchraně zbrojí (%2), bez ohledu na svá Zranění a ochranný hod.</translation>
    </message>
    <message>
        <source>%1: every model of the unit, not only those under the template, is removed on a roll of 1, no save.</source>
        <translation>%1: každý model jednotky, nejen ty pod šablonou, je odstraněn při hodu 1, bez záchrany.</translation>
    </message>
    <message>
        <source>Chance per model: %1.</source>
        <translation>Šance na model: %1.</translation>
    </message>
    <message>
        <source>%1: a Leadership test on %2, failed %3 of the time: D6 models removed. The unit becomes Immune to Psychology whether it passed or failed (our reading), so these losses cause no Panic test.</source>
        <translation>%1: test Vůdcovství na %2, neúspěšný v %3 případů: odstraní se D6 modelů. Jednotka se stane imunní vůči psychologii, ať test složí, nebo ne (náš výklad), takže tyto ztráty nevyvolají test paniky.</translation>
    </message>
    <message>
        <source>• The unit is hit when at least one of its models is under the template (partly covered models on a 4+ each). Every encounter then acts on the unit as a whole, however many of its models are covered.</source>
        <translation>• Jednotka je zasažena, když je alespoň jeden její model pod šablonou (částečně zakryté modely každý na 4+). Každé překvapení pak působí na jednotku jako celek, bez ohledu na to, kolik jejích modelů je zakryto.</translation>
    </message>
    <message>
        <source>• Quicksand and the Native Trap test every model of each unit hit, not only the models under the template (“Každý model v každé zasažené jednotce”). The figures for these two changed from the earlier reading, which tested only the models under the template: more models are removed and more Panic tests follow, so the random encounter and the ranking below change too. A roll of 1 always fails a save, so in quicksand it never sinks.</source>
        <translation>• Tekuté písky a Past domorodců zkoušejí každý model v každé zasažené jednotce, nejen modely pod šablonou („Každý model v každé zasažené jednotce“). Čísla těchto dvou překvapení se oproti dřívějšímu výkladu, který zkoušel jen modely pod šablonou, změnila: odstraní se více modelů a následuje více testů paniky, takže se mění i náhodné překvapení a pořadí níže. Hod 1 záchranu vždy nesplní, takže v tekutých píscích se takový model nikdy nepropadne.</translation>
    </message>
    <message>
        <source>• Madcap Fungi: every unit hit becomes Immune to Psychology, whether it passed the Leadership test or failed it (our reading of “the unit at once becomes Immune”).</source>
        <translation>• Toxické houby: každá zasažená jednotka se stane imunní vůči psychologii, ať test Vůdcovství složila, nebo ne (náš výklad věty „Jednotka se okamžitě stává Imunní vůči psychologii“).</translation>
    </message>
    <message>
        <source>%1: a Panic test on Leadership %2, failed %3 of the time.</source>
        <translation>%1: test paniky na Vůdcovství %2, neúspěšný v %3 případů.</translation>
    </message>
    <message>
        <source>How this page reads the jungle rules where they are silent:</source>
        <translation>Jak tato stránka vykládá pravidla džungle tam, kde mlčí:</translation>
    </message>
    <message>
        <source>• Swarm allows no armour save, but a ward save still applies. Plant hits are Strength 4, the Lashworm Strength 6, with the usual armour modifiers.</source>
        <translation>• Roj nedovoluje záchranu zbrojí, ale ochranný hod platí. Zásahy Masožravé kytky mají Sílu 4, Červí útok Sílu 6, s obvyklými modifikátory zbroje.</translation>
    </message>
    <message>
        <source>• Wounds become whole models removed as in shooting (wounds divided by Wounds, rounded down), never more than the unit.</source>
        <translation>• Zranění se mění na celé odstraněné modely jako při střelbě (zranění dělená hodnotou Zranění, zaokrouhleno dolů), nikdy víc, než má jednotka.</translation>
    </message>
    <message>
        <source>• Losing 25% of the unit or more causes a Panic test (2D6 against Leadership) at the end of the phase, unless it was wiped out or is Immune to Psychology. Army rules such as Cold-Blooded are not modelled.</source>
        <translation>• Ztráta 25 % jednotky nebo více vyvolá test paniky (2D6 proti Vůdcovství) na konci fáze, pokud jednotka nebyla zničena nebo není imunní vůči psychologii. Armádní pravidla jako Cold-Blooded (Chladnokrevnost) se nemodelují.</translation>
    </message>
    <message>
        <source>Roll %1: %2 (dice: %3)</source>
        <translation>Hod %1: %2 (kostky: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Roll %1: %2. %3</source>
        <translation>Hod %1: %2. %3</translation>
    </message>
    <message>
        <source>no Panic test</source>
        <translation>bez testu paniky</translation>
    </message>
    <message>
        <source>Panic test failed</source>
        <translation>test paniky neúspěšný</translation>
    </message>
    <message>
        <source>Panic test passed</source>
        <translation>test paniky úspěšný</translation>
    </message>
    <message>
        <source>Models removed: %1; %2.</source>
        <translation>Odstraněné modely: %1; %2.</translation>
    </message>
    <message>
        <source>The unit is now Immune to Psychology.</source>
        <translation>Jednotka je nyní imunní vůči psychologii.</translation>
    </message>
    <message>
        <source>Encounter type: %1 + %2 = %3, %4.</source>
        <translation>Typ překvapení: %1 + %2 = %3, %4.</translation>
    </message>
    <message>
        <source>Model %1, partly under the template: rolled %2, hit.</source>
        <translation>Model %1, částečně pod šablonou: hozeno %2, zasažen.</translation>
    </message>
    <message>
        <source>Model %1, partly under the template: rolled %2, missed.</source>
        <translation>Model %1, částečně pod šablonou: hozeno %2, minut.</translation>
    </message>
    <message>
        <source>Panic test (Native Curse)</source>
        <translation>Test paniky (Kletba)</translation>
    </message>
    <message>
        <source>Leadership test (Madcap Fungi)</source>
        <translation>Test Vůdcovství (Toxické houby)</translation>
    </message>
    <message>
        <source>Panic test for 25% casualties</source>
        <translation>Test paniky za 25% ztráty</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>úspěšný</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>neúspěšný</translation>
    </message>
    <message>
        <source>%1: %2 + %3 = %4 against Leadership %5, %6.</source>
        <translation>%1: %2 + %3 = %4 proti Vůdcovství %5, %6.</translation>
    </message>
    <message>
        <source>One hit.</source>
        <translation>Jeden zásah.</translation>
    </message>
    <message>
        <source>Number of hits: rolled %1 for the D3, which gives %2.</source>
        <translation>Počet zásahů: na D3 hozeno %1, což dává %2.</translation>
    </message>
    <message>
        <source>Number of hits: rolled %1.</source>
        <translation>Počet zásahů: hozeno %1.</translation>
    </message>
    <message>
        <source>Hit %1 cannot wound this Toughness.</source>
        <translation>Zásah %1 nemůže zranit tuto Odolnost.</translation>
    </message>
    <message>
        <source>Hit %1: to wound rolled %2 (needs %3), wounded.</source>
        <translation>Zásah %1: na zranění hozeno %2 (potřeba %3), zraněn.</translation>
    </message>
    <message>
        <source>Hit %1: to wound rolled %2 (needs %3), no wound.</source>
        <translation>Zásah %1: na zranění hozeno %2 (potřeba %3), bez zranění.</translation>
    </message>
    <message>
        <source>armour save</source>
        <translation>záchrana zbrojí</translation>
    </message>
    <message>
        <source>ward save</source>
        <translation>ochranný hod</translation>
    </message>
    <message>
        <source>Hit %1: %2 rolled %3 (needs %4), saved.</source>
        <translation>Zásah %1: %2 – hozeno %3 (potřeba %4), zachráněno.</translation>
    </message>
    <message>
        <source>Hit %1: %2 rolled %3 (needs %4), failed.</source>
        <translation>Zásah %1: %2 – hozeno %3 (potřeba %4), neúspěch.</translation>
    </message>
    <message>
        <source>Model %1: armour save rolled %2 (%3), passed: it sinks.</source>
        <translation>Model %1: záchrana zbrojí – hozeno %2 (%3), úspěšná: potápí se.</translation>
    </message>
    <message>
        <source>Model %1: armour save rolled %2 (%3), failed: it escapes.</source>
        <translation>Model %1: záchrana zbrojí – hozeno %2 (%3), neúspěšná: uniká.</translation>
    </message>
    <message>
        <source>Model %1: rolled %2, removed.</source>
        <translation>Model %1: hozeno %2, odstraněn.</translation>
    </message>
    <message>
        <source>Model %1: rolled %2, unharmed.</source>
        <translation>Model %1: hozeno %2, nezraněn.</translation>
    </message>
    <message>
        <source>D6 models removed: rolled %1, so %2 go.</source>
        <translation>Odstraněno D6 modelů: hozeno %1, takže jich odchází %2.</translation>
    </message>
    <message>
        <source>No model is under the template: nothing happens.</source>
        <translation>Pod šablonou není žádný model: nic se neděje.</translation>
    </message>
    <message>
        <source>Lizardmen are not affected.</source>
        <translation>Na Lizardmeny to nepůsobí.</translation>
    </message>
    <message>
        <source>No armour save: the models escape the quicksand.</source>
        <translation>Bez záchrany zbrojí: modely z tekutých písků uniknou.</translation>
    </message>
    <message>
        <source>All is Well: nothing happens.</source>
        <translation>Vše je v pořádku: nic se neděje.</translation>
    </message>
</context>
<context>
    <name>EncounterTracker</name>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <source>Jungle, costs %1</source>
        <translation>Džungle, stojí %1</translation>
    </message>
    <message>
        <source>Other terrain, costs %1</source>
        <translation>Jiný terén, stojí %1</translation>
    </message>
    <message>
        <source>Roll the encounter points first.</source>
        <translation>Nejprve hoďte body překvapení.</translation>
    </message>
    <message>
        <source>%1 has not enough points left.</source>
        <translation>%1 nemá dost zbývajících bodů.</translation>
    </message>
    <message>
        <source>This piece has taken its one new encounter of this phase.</source>
        <translation>Tento prvek už dostal své jediné nové překvapení v této fázi.</translation>
    </message>
    <message>
        <source>The tracker keeps no more here.</source>
        <translation>Sem si záznam další neuloží.</translation>
    </message>
    <message>
        <source>Only an encounter started in this phase can be taken back.</source>
        <translation>Vzít zpět lze jen překvapení vyvolané v této fázi.</translation>
    </message>
    <message>
        <source>This All is Well has removed an encounter: it cannot be taken back.</source>
        <translation>Toto Vše je v pořádku už odstranilo překvapení: nelze je vzít zpět.</translation>
    </message>
    <message>
        <source>Only an All is Well rolled in this phase can remove an encounter.</source>
        <translation>Překvapení může odstranit jen Vše je v pořádku hozené v této fázi.</translation>
    </message>
    <message>
        <source>Only a piece without encounters can be removed.</source>
        <translation>Odstranit lze jen prvek bez překvapení.</translation>
    </message>
    <message>
        <source>Encounter points</source>
        <translation>Body překvapení</translation>
    </message>
    <message>
        <source>P&amp;oints each (D6+6)</source>
        <translation>&amp;Body pro každého (D6+6)</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>nehozeno</translation>
    </message>
    <message>
        <source>Rolled once before the battle; both players get this many points.</source>
        <translation>Hází se jednou před bitvou; oba hráči dostanou tolik bodů.</translation>
    </message>
    <message>
        <source>Roll D&amp;6+6</source>
        <translation>Hodit D&amp;6+6</translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>%1 utratil</translation>
    </message>
    <message>
        <source>The active player pays the piece&apos;s cost; a piece takes one new encounter in each Encounters phase.</source>
        <translation>Aktivní hráč zaplatí cenu prvku; prvek dostane v každé fázi překvapení jedno nové překvapení.</translation>
    </message>
    <message>
        <source>Selected encounter</source>
        <translation>Vybrané překvapení</translation>
    </message>
    <message>
        <source>Opens the encounter in the calculator, to check it against a unit.</source>
        <translation>Otevře překvapení v kalkulačce, abyste je ověřili proti jednotce.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Vzít zpět</translation>
    </message>
    <message>
        <source>A mistake in this phase: the encounter goes and its points come back.</source>
        <translation>Omyl v této fázi: překvapení zmizí a jeho body se vrátí.</translation>
    </message>
    <message>
        <source>All is Well removes one encounter from its own piece, or from any piece for one more point.</source>
        <translation>Vše je v pořádku odstraní jedno překvapení ze svého prvku, nebo za bod navíc z libovolného prvku.</translation>
    </message>
    <message>
        <source>Forget the points, the terrain pieces and their encounters.</source>
        <translation>Zapomenout body, terénní prvky a jejich překvapení.</translation>
    </message>
    <message>
        <source>Terrai&amp;n piece</source>
        <translation>Ter&amp;énní prvek</translation>
    </message>
    <message>
        <source>Terrain &amp;kind</source>
        <translation>Dr&amp;uh terénu</translation>
    </message>
    <message>
        <source>Encoun&amp;ter</source>
        <translation>Pře&amp;kvapení</translation>
    </message>
    <message>
        <source>e.g. the temple ruins</source>
        <translation>např. ruiny chrámu</translation>
    </message>
    <message>
        <source>Encounters phase</source>
        <translation>Fáze překvapení</translation>
    </message>
    <message>
        <source>Active pla&amp;yer</source>
        <translation>Aktivní &amp;hráč</translation>
    </message>
    <message>
        <source>The active player starts encounters in this phase and pays for them.</source>
        <translation>Aktivní hráč v této fázi vyvolává překvapení a platí za ně.</translation>
    </message>
    <message>
        <source>Next Encounters phase</source>
        <translation>Další fáze překvapení</translation>
    </message>
    <message>
        <source>The other player&apos;s turn: every encounter on the table is checked again at the start of its Encounters phase.</source>
        <translation>Tah druhého hráče: každé překvapení na stole se na začátku jeho fáze překvapení znovu zkontroluje.</translation>
    </message>
    <message>
        <source>Terrain pieces and their encounters</source>
        <translation>Terénní prvky a jejich překvapení</translation>
    </message>
    <message>
        <source>Terrain piece / encounter</source>
        <translation>Terénní prvek / překvapení</translation>
    </message>
    <message>
        <source>Started by</source>
        <translation>Vyvolal</translation>
    </message>
    <message>
        <source>Add piece</source>
        <translation>Přidat prvek</translation>
    </message>
    <message>
        <source>Remove piece</source>
        <translation>Odstranit prvek</translation>
    </message>
    <message>
        <source>Start an encounter on the selected piece</source>
        <translation>Vyvolat překvapení na vybraném prvku</translation>
    </message>
    <message>
        <source>Roll &amp;2D6</source>
        <translation>Hodit &amp;2D6</translation>
    </message>
    <message>
        <source>Rolls the encounter type; or pick what you rolled at the table.</source>
        <translation>Hodí typ překvapení; nebo vyberte, co jste hodili u stolu.</translation>
    </message>
    <message>
        <source>Show its odds</source>
        <translation>Ukázat šance</translation>
    </message>
    <message>
        <source>New &amp;battle</source>
        <translation>No&amp;vá bitva</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>zatím nehozeno</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>zbývá %n</numerusform>
            <numerusform>zbývají %n</numerusform>
            <numerusform>zbývá %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Encounters phase %1: %2 is the active player.</source>
        <translation>Fáze překvapení %1: aktivní hráč je %2.</translation>
    </message>
    <message>
        <source>Nothing to check again at the start of this phase.</source>
        <translation>Na začátku této fáze není co znovu kontrolovat.</translation>
    </message>
    <message>
        <source>At the start of this phase, check every encounter again against units of both players in range (double-click for its odds):</source>
        <translation>Na začátku této fáze znovu zkontrolujte každé překvapení proti jednotkám obou hráčů v dosahu (dvojklikem šance):</translation>
    </message>
    <message>
        <source>%1: %2, started by %3</source>
        <translation>%1: %2, vyvolal %3</translation>
    </message>
    <message>
        <source>(quicksands that overlap count once)</source>
        <translation>(překrývající se tekuté písky se počítají jen jednou)</translation>
    </message>
    <message>
        <source>%1, this phase</source>
        <translation>%1, v této fázi</translation>
    </message>
    <message>
        <source>P&amp;ay and place</source>
        <translation>Z&amp;aplatit a umístit</translation>
    </message>
    <message>
        <source>Select a terrain piece (add one above).</source>
        <translation>Vyberte terénní prvek (přidejte ho výše).</translation>
    </message>
    <message>
        <source>Add the terrain pieces first.</source>
        <translation>Nejprve přidejte terénní prvky.</translation>
    </message>
    <message>
        <source>P&amp;ay %1 and place on %2</source>
        <translation>Z&amp;aplatit %1 a umístit na %2</translation>
    </message>
    <message>
        <source>Remove with All is Well</source>
        <translation>Odstranit pomocí Vše je v pořádku</translation>
    </message>
    <message>
        <source>Remove with All is Well, %1 pays %2</source>
        <translation>Odstranit pomocí Vše je v pořádku, %1 zaplatí %2</translation>
    </message>
    <message>
        <source>Select an encounter in the list of terrain pieces.</source>
        <translation>Vyberte překvapení v seznamu terénních prvků.</translation>
    </message>
    <message>
        <source>Rolled %1 + %2 = %3 points for each player.</source>
        <translation>Hozeno %1 + %2 = %3: tolik bodů má každý hráč.</translation>
    </message>
    <message>
        <source>Rolled %1 + %2 = %3: %4.</source>
        <translation>Hozeno %1 + %2 = %3: %4.</translation>
    </message>
    <message>
        <source>Piece %1</source>
        <translation>Prvek %1</translation>
    </message>
</context>
<context>
    <name>EntryList</name>
    <message>
        <source>Add e&amp;xample</source>
        <translation>Přidat pří&amp;klad</translation>
    </message>
    <message>
        <source>Example to add</source>
        <translation>Příklad k přidání</translation>
    </message>
</context>
<context>
    <name>EnvironmentsPanel</name>
    <message>
        <source>Lines of sight and movement only run inside the tunnels.</source>
        <translation>Výhled a pohyb vedou jen uvnitř tunelů.</translation>
    </message>
    <message>
        <source>A model whose real base or body is wider than a tunnel cannot go through it.</source>
        <translation>Model, jehož skutečný podstavec nebo tělo je širší než tunel, jím nemůže projít.</translation>
    </message>
    <message>
        <source>Every adverse effect of the Night applies, with the changes below.</source>
        <translation>Platí všechny nepříznivé účinky Noci s níže uvedenými změnami.</translation>
    </message>
    <message>
        <source>Line of sight reaches %1&quot; instead of the Night&apos;s 12&quot;.</source>
        <translation>Výhled sahá do %1&quot; místo 12&quot; v Noci.</translation>
    </message>
    <message>
        <source>Muzzle-flash markers stay until the end of the Turn, not just the Round.</source>
        <translation>Značky záblesků z hlavně zůstávají až do konce Tahu, ne jen Kola.</translation>
    </message>
    <message>
        <source>Shooting at marked units beyond normal line of sight is at %1 instead of −8.</source>
        <translation>Střelba na označené jednotky za hranicí normálního výhledu je s %1 místo −8.</translation>
    </message>
    <message>
        <source>Comm Failure is in effect.</source>
        <translation>Platí Výpadek spojení (Comm Failure).</translation>
    </message>
    <message>
        <source>Reduced Morale %1 is in effect.</source>
        <translation>Platí Snížená morálka %1.</translation>
    </message>
    <message>
        <source>Unit Cards of Stealth, Stalk or Lurk units may move through tunnels narrower than they are.</source>
        <translation>Karty jednotek se Stealth, Stalk nebo Lurk se mohou pohybovat tunely užšími, než jsou ony samy.</translation>
    </message>
    <message>
        <source>Indirect-fire weapons never shoot beyond %1&quot;.</source>
        <translation>Zbraně s nepřímou palbou nikdy nestřílejí dál než na %1&quot;.</translation>
    </message>
    <message>
        <source>Once per %1 points of game size, a unit with Para-deploy may take Infiltrate instead, if the whole unit costs at most %2 points.</source>
        <translation>Jednou za každých %1 bodů velikosti hry může jednotka s Výsadkem použít místo něj Infiltraci, pokud celá jednotka stojí nejvýše %2 bodů.</translation>
    </message>
    <message>
        <source>Flying models reach Altitude %1 at most.</source>
        <translation>Létající modely dosáhnou nejvýše Výšky %1.</translation>
    </message>
    <message>
        <source>Vehicles move at half their MV.</source>
        <translation>Vozidla se pohybují o polovinu svého MV.</translation>
    </message>
    <message>
        <source>Smoke templates last %1 Turn longer, then clear as usual.</source>
        <translation>Šablony kouře vydrží o %1 Tah déle, pak zmizí jako obvykle.</translation>
    </message>
    <message>
        <source>Each side deploys in the outermost chambers on its own table edge; their walls and the tunnel mouths towards the centre bound the deployment zone.</source>
        <translation>Každá strana se rozestaví v nejkrajnějších komorách na své hraně stolu; jejich zdi a ústí tunelů směrem ke středu ohraničují zónu rozestavení.</translation>
    </message>
    <message>
        <source>A squad deployed in its zone sets up inside a single chamber.</source>
        <translation>Oddíl rozestavený ve své zóně se rozestaví uvnitř jediné komory.</translation>
    </message>
    <message>
        <source>No wall may separate a squad&apos;s models from the first model of the squad placed.</source>
        <translation>Žádná zeď nesmí oddělovat modely oddílu od prvního položeného modelu oddílu.</translation>
    </message>
    <message>
        <source>A wall between a model and its squad leader (or reference model) puts it out of Command Distance.</source>
        <translation>Zeď mezi modelem a velitelem jeho oddílu (nebo referenčním modelem) ho dostane mimo velitelskou vzdálenost.</translation>
    </message>
    <message>
        <source>Table set-up: keep the opposing deployment chambers at least %1&quot; apart.</source>
        <translation>Příprava stolu: komory rozestavení soupeřů mějte od sebe alespoň %1&quot;.</translation>
    </message>
    <message>
        <source>Table set-up: include %1&quot;-wide corridors vehicles can use, leading to at least one deployment chamber of each player.</source>
        <translation>Příprava stolu: zahrňte chodby široké %1&quot;, které mohou používat vozidla a které vedou alespoň do jedné komory rozestavení každého hráče.</translation>
    </message>
    <message>
        <source>Combat Fatigue</source>
        <translation>Bojová únava</translation>
    </message>
    <message>
        <source>Reduced Morale</source>
        <translation>Snížená morálka</translation>
    </message>
    <message>
        <source>Reduced Movement</source>
        <translation>Omezený pohyb</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Únava</translation>
    </message>
    <message>
        <source>Exhaustion</source>
        <translation>Vyčerpání</translation>
    </message>
    <message>
        <source>Exposure</source>
        <translation>Expozice</translation>
    </message>
    <message>
        <source>Environmental risk: every model of the activating unit tests ATS %1; a failure is one wound</source>
        <translation>Riziko prostředí: každý model aktivující se jednotky testuje ATS %1; neúspěch je jedno zranění</translation>
    </message>
    <message>
        <source>✔ %1 (contaminated models only)</source>
        <translation>✔ %1 (jen kontaminované modely)</translation>
    </message>
    <message>
        <source>The unit still rolls its Environmental check when it activates, as it has clean models; on a failure only its clean models (%1) get a Contamination token (a model never has more than one).</source>
        <translation>Jednotka při aktivaci hází test prostředí i tak, protože má nekontaminované modely; při neúspěchu dostanou žeton Kontaminace jen nekontaminované modely (%1) (model nikdy nemá víc než jeden).</translation>
    </message>
    <message>
        <source>Only the contaminated models face the ATS %1 test yet (they are a turn ahead); each fails on a D20 roll above %1: %2 (%3).</source>
        <translation>Test ATS %1 zatím podstupují jen kontaminované modely (jsou o tah napřed); každý neprojde při hodu D20 nad %1: %2 (%3).</translation>
    </message>
    <message>
        <source>Radioactive Zone</source>
        <translation>Radioaktivní zóna</translation>
    </message>
    <message>
        <source>Game &amp;Turn</source>
        <translation>Herní &amp;tah</translation>
    </message>
    <message>
        <source>&amp;Landing Turn</source>
        <translation>Tah &amp;přistání</translation>
    </message>
    <message>
        <source>The Turn a para-deployed unit landed; 1 for a unit deployed normally. Its zone turns count from this Turn.</source>
        <translation>Tah, kdy jednotka nasazená Výsadkem přistála; 1 pro normálně rozestavenou jednotku. Její tahy v zóně se počítají od tohoto Tahu.</translation>
    </message>
    <message>
        <source>The unit</source>
        <translation>Jednotka</translation>
    </message>
    <message>
        <source>&amp;Models</source>
        <translation>&amp;Modely</translation>
    </message>
    <message>
        <source>C&amp;ontaminated models</source>
        <translation>K&amp;ontaminované modely</translation>
    </message>
    <message>
        <source>Models with a Contamination token: they also suffer the next turn&apos;s effects and no longer roll the Environmental check; the unit still rolls it while it has a clean model.</source>
        <translation>Modely se žetonem Kontaminace: trpí i účinky příštího tahu a už neházejí test prostředí; jednotka ho hází i tak, dokud má nekontaminovaný model.</translation>
    </message>
    <message>
        <source>Medic, Necromancy, Technomancy: &amp;remove one token</source>
        <translation>Medic, Necromancy, Technomancy: o&amp;debrat jeden žeton</translation>
    </message>
    <message>
        <source>A model with Medic, Necromancy or Technomancy uses its ability on a contaminated model to remove its Contamination token instead of a wound token: one contaminated model becomes clean.</source>
        <translation>Model s Medic, Necromancy nebo Technomancy použije svou schopnost na kontaminovaný model a odebere mu žeton Kontaminace místo žetonu zranění: jeden kontaminovaný model je opět nekontaminovaný.</translation>
    </message>
    <message>
        <source>&amp;Wounds left on each model</source>
        <translation>Z&amp;bývající zranění na každém modelu</translation>
    </message>
    <message>
        <source>The zone&apos;s cumulative effects</source>
        <translation>Kumulativní účinky zóny</translation>
    </message>
    <message>
        <source>Zone turn</source>
        <translation>Tah v zóně</translation>
    </message>
    <message>
        <source>Cumulative effect</source>
        <translation>Kumulativní účinek</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikátor</translation>
    </message>
    <message>
        <source>Wounds from the environmental risk (one activation)</source>
        <translation>Zranění z rizika prostředí (jedna aktivace)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Wounds the unit takes</source>
        <translation>Zranění, která jednotka utrží</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>Tunnel: what changes</source>
        <translation>Tunel: co se mění</translation>
    </message>
    <message>
        <source>&amp;Checklist for a Tunnel game (Space ticks the selected line; ticks are kept between sessions):</source>
        <translation>&amp;Kontrolní seznam pro hru v tunelu (mezerník zaškrtne vybraný řádek; zaškrtnutí se uchovají mezi sezeními):</translation>
    </message>
    <message>
        <source>Untick &amp;all</source>
        <translation>Zrušit &amp;vše</translation>
    </message>
    <message>
        <source>Zone turn %1 for this unit.</source>
        <translation>Tah v zóně %1 pro tuto jednotku.</translation>
    </message>
    <message>
        <source>Its contaminated models suffer the effects of zone turn %1.</source>
        <translation>Její kontaminované modely trpí účinky tahu v zóně %1.</translation>
    </message>
    <message>
        <source>The unit rolls its Environmental check when it activates; on a failure each of its models gets a Contamination token (never more than one).</source>
        <translation>Jednotka hází test prostředí, když se aktivuje; při neúspěchu dostane každý její model žeton Kontaminace (nikdy víc než jeden).</translation>
    </message>
    <message>
        <source>Contaminated models no longer roll the Environmental check when the unit activates.</source>
        <translation>Kontaminované modely už neházejí test prostředí, když se jednotka aktivuje.</translation>
    </message>
    <message>
        <source>Each model fails the ATS %1 test on a D20 roll above %1: %2 (%3).</source>
        <translation>Každý model neprojde testem ATS %1 při hodu D20 nad %1: %2 (%3).</translation>
    </message>
    <message>
        <source>No wound risk yet: the ATS test starts at zone turn %1.</source>
        <translation>Zatím žádné riziko zranění: test ATS začíná v tahu v zóně %1.</translation>
    </message>
    <message>
        <source>How the rules are read here: zone turn = game Turn − landing Turn + 1, so a para-deployed unit starts at zone turn 1 on the Turn it lands. &quot;Contaminated models stop testing&quot; means they no longer roll the unit&apos;s Environmental check on activation; they still suffer every effect one turn early, including the ATS test. A unit with both clean and contaminated models still rolls the check, and a failure gives the token to its clean models only, so the unit is counted as two groups (earlier releases held one flag for the whole unit). A model freed of its token by a Medic, Necromancy or Technomancy model is clean again. The wound figures cover one activation, with the tokens the models carry as the unit activates: each model rolls the ATS test once, and a failure is one wound, so only models with 1 wound left can be removed.</source>
        <translation>Jak se zde pravidla vykládají: tah v zóně = herní Tah − Tah přistání + 1, takže jednotka nasazená Výsadkem začíná v Tahu, kdy přistane, tahem v zóně 1. &quot;Kontaminované modely přestávají testovat&quot; znamená, že při aktivaci už neházejí test prostředí jednotky; všechny účinky však trpí o tah dřív, včetně testu ATS. Jednotka s kontaminovanými i nekontaminovanými modely test i tak hází a neúspěch dá žeton jen nekontaminovaným modelům, takže se jednotka počítá jako dvě skupiny (dřívější verze měly pro celou jednotku jediný příznak). Model, kterému žeton odebere model s Medic, Necromancy nebo Technomancy, je opět nekontaminovaný. Údaje o zraněních pokrývají jednu aktivaci se žetony, které modely mají, když se jednotka aktivuje: každý model hází test ATS jednou a neúspěch je jedno zranění, takže odstraněny mohou být jen modely s 1 zbývajícím zraněním.</translation>
    </message>
    <message>
        <source>A clean model fails the test</source>
        <translation>Nekontaminovaný model neprojde testem</translation>
    </message>
    <message>
        <source>A contaminated model fails the test</source>
        <translation>Kontaminovaný model neprojde testem</translation>
    </message>
    <message>
        <source>One model fails the test</source>
        <translation>Jeden model neprojde testem</translation>
    </message>
    <message>
        <source>At least one wound in the unit</source>
        <translation>Alespoň jedno zranění v jednotce</translation>
    </message>
    <message>
        <source>Expected wounds</source>
        <translation>Očekávaná zranění</translation>
    </message>
    <message>
        <source>Expected models removed</source>
        <translation>Očekávaný počet odstraněných modelů</translation>
    </message>
</context>
<context>
    <name>EventPage</name>
    <message>
        <source>Event</source>
        <translation>Turnaj</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Jméno</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>The game cannot change once a round is paired.</source>
        <translation>Hru nelze změnit, jakmile je spárováno nějaké kolo.</translation>
    </message>
    <message>
        <source>D&amp;ate</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>Year, month and day. Tab moves from one to the next, the arrow keys change the one in the cursor, Alt+Down opens a calendar.</source>
        <translation>Rok, měsíc a den. Tab přechází z jednoho na další, šipky mění ten, kde je kurzor, Alt+Dolů otevře kalendář.</translation>
    </message>
    <message>
        <source>&amp;Points limit</source>
        <translation>Bodový l&amp;imit</translation>
    </message>
    <message>
        <source>The army size of the event (the format). Warzone needs one: its draw margin is a share of it.</source>
        <translation>Velikost armád na turnaji (bodový limit). Warzone ho potřebuje: rozpětí remízy je jeho podílem.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádný</translation>
    </message>
    <message>
        <source>&amp;Rounds planned</source>
        <translation>Plánovaná &amp;kola</translation>
    </message>
    <message>
        <source>Tables and pairing</source>
        <translation>Stoly a párování</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>Stol&amp;y</translation>
    </message>
    <message>
        <source>How many tables the venue has; a round never uses more.</source>
        <translation>Kolik stolů místo má; kolo jich nikdy nepoužije víc.</translation>
    </message>
    <message>
        <source>as needed</source>
        <translation>dle potřeby</translation>
    </message>
    <message>
        <source>Fresh tables: as few pla&amp;yers as possible play again on a table they have played on</source>
        <translation>Nové stoly: &amp;co nejméně hráčů hraje znovu u stolu, u kterého už hráli</translation>
    </message>
    <message>
        <source>Only chec&amp;ked-in players are paired</source>
        <translation>P&amp;árují se jen hráči s potvrzeným příchodem</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;emínko</translation>
    </message>
    <message>
        <source>The pairing&apos;s last tier is a random choice from this number and the round: the same event always pairs the same way, and a pairing can be explained.</source>
        <translation>Poslední úroveň párování je náhodná volba z tohoto čísla a kola: stejný turnaj se páruje vždy stejně a každé párování lze vysvětlit.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Bodování</translation>
    </message>
    <message>
        <source>Win, draw or loss</source>
        <translation>Výhra, remíza nebo prohra</translation>
    </message>
    <message>
        <source>Battle points from the VP difference</source>
        <translation>Bitevní body z rozdílu VP</translation>
    </message>
    <message>
        <source>S&amp;coring by</source>
        <translation>&amp;Bodování podle</translation>
    </message>
    <message>
        <source>Points for a &amp;win</source>
        <translation>Body za &amp;výhru</translation>
    </message>
    <message>
        <source>Po&amp;ints for a draw</source>
        <translation>Body za &amp;remízu</translation>
    </message>
    <message>
        <source>Points for a &amp;loss</source>
        <translation>Body za &amp;prohru</translation>
    </message>
    <message>
        <source>Draw &amp;margin (% of the points limit)</source>
        <translation>Rozpětí re&amp;mízy (% bodového limitu)</translation>
    </message>
    <message>
        <source>A difference of VP up to this share of the points limit is a draw (Warzone: 5). 0: only equal VP draw.</source>
        <translation>Rozdíl VP do tohoto podílu bodového limitu je remíza (Warzone: 5). 0: remíza jen při stejných VP.</translation>
    </message>
    <message>
        <source>Points for a &amp;bye</source>
        <translation>Body za vo&amp;lno</translation>
    </message>
    <message>
        <source>A bye is neither a win, a draw nor a loss, and adds no VP.</source>
        <translation>Volno není výhra, remíza ani prohra a nepřidává žádné VP.</translation>
    </message>
    <message>
        <source>Battle points to the opponent of a &amp;conceder</source>
        <translation>Bitevní body soupeři toho, kdo se &amp;vzdal</translation>
    </message>
    <message>
        <source>Battle points to the conceder</source>
        <translation>Bitevní body tomu, kdo se vzdal</translation>
    </message>
    <message>
        <source>Battle points by VP difference (each upper bound included; the last band has no bound):</source>
        <translation>Bitevní body podle rozdílu VP (každá horní mez včetně; poslední pásmo nemá mez):</translation>
    </message>
    <message>
        <source>VP difference up to</source>
        <translation>Rozdíl VP do</translation>
    </message>
    <message>
        <source>Higher VP gets</source>
        <translation>Kdo má víc VP, dostane</translation>
    </message>
    <message>
        <source>Lower VP gets</source>
        <translation>Kdo má méně VP, dostane</translation>
    </message>
    <message>
        <source>&amp;Add a band</source>
        <translation>&amp;Přidat pásmo</translation>
    </message>
    <message>
        <source>Remo&amp;ve the selected band</source>
        <translation>Odebrat &amp;vybrané pásmo</translation>
    </message>
    <message>
        <source>Use the game&apos;s preset scoring</source>
        <translation>Použít výchozí bodování hry</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Tournament points rank first. Then these tiebreaks, in this order; untick one to drop it:</source>
        <translation>Nejdříve rozhodují turnajové body. Pak tato pomocná kritéria v tomto pořadí; zrušením zaškrtnutí kritérium vypustíte:</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Posunout n&amp;ahoru</translation>
    </message>
    <message>
        <source>Move d&amp;own</source>
        <translation>P&amp;osunout dolů</translation>
    </message>
    <message>
        <source>&amp;Save the settings</source>
        <translation>&amp;Uložit nastavení</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Vrátit</translation>
    </message>
    <message>
        <source>Every value can be changed for this event; a change of the scoring or the tiebreaks recomputes the standings at once. Pairings already published stay as they are.</source>
        <translation>Každou hodnotu lze pro tento turnaj změnit; změna bodování nebo pomocných kritérií hned přepočítá pořadí. Už zveřejněná párování zůstávají, jak jsou.</translation>
    </message>
    <message>
        <source>The settings are saved.</source>
        <translation>Nastavení je uloženo.</translation>
    </message>
    <message>
        <source>Not saved: %1. The form now shows the settings as saved.</source>
        <translation>Neuloženo: %1. Formulář teď ukazuje nastavení tak, jak je uložené.</translation>
    </message>
</context>
<context>
    <name>EventsPanel</name>
    <message>
        <source>Stifling Humidity</source>
        <translation>Dusno a vlhko</translation>
    </message>
    <message>
        <source>Tropical Storm</source>
        <translation>Tropická bouře</translation>
    </message>
    <message>
        <source>Hopelessly Lost</source>
        <translation>Beznadějně ztraceni</translation>
    </message>
    <message>
        <source>Monkey Run</source>
        <translation>A opičky běží</translation>
    </message>
    <message>
        <source>All is Well</source>
        <translation>Vše v pořádku</translation>
    </message>
    <message>
        <source>Lingering Vapours</source>
        <translation>Mlha na blatech</translation>
    </message>
    <message>
        <source>Native Guide</source>
        <translation>Domorodý průvodce</translation>
    </message>
    <message>
        <source>Malodorous Malady</source>
        <translation>Páchnoucí choroba</translation>
    </message>
    <message>
        <source>Units with an armour save of 5+ or better get −1 Movement; Scaly Skin does not count for this.</source>
        <translation>Jednotky se záchranou zbrojí 5+ nebo lepší mají −1 k Pohybu; Šupiny se do toho nepočítají.</translation>
    </message>
    <message>
        <source>For D3 turns all movement is as through difficult terrain, all shooting and magic missiles have half range, and Flammable does not work.</source>
        <translation>Na D3 kol se veškerý pohyb počítá jako přes těžký terén, veškerá střelba a magické střely mají poloviční dostřel a Flammable nefunguje.</translation>
    </message>
    <message>
        <source>Push one enemy unit up to 8&quot; straight back, keeping its facing; not off the table, not into impassable terrain, not the Native Guide unit.</source>
        <translation>Posuň jednu nepřátelskou jednotku až o 8&quot; přímo zpět se zachováním orientace; ne mimo stůl, ne do neprůchodného terénu, ne jednotku zasaženou Domorodým průvodcem.</translation>
    </message>
    <message>
        <source>+1 to your roll for the first turn; re-roll it when the scenario fixes who starts.</source>
        <translation>+1 k tvému hodu o první kolo; pokud scénář určuje, kdo začíná, událost se přehazuje.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Nic se neděje.</translation>
    </message>
    <message>
        <source>Until turn 2 all shooting and magic missiles have half range.</source>
        <translation>Do 2. kola má veškerá střelba a magické střely poloviční dostřel.</translation>
    </message>
    <message>
        <source>Move one of your units up to 8&quot; in any direction; not the Hopelessly Lost unit.</source>
        <translation>Posuň jednu svou jednotku až o 8&quot; libovolným směrem; ne jednotku zasaženou událostí Beznadějně ztraceni.</translation>
    </message>
    <message>
        <source>One of your units has −1 Strength for the game and pursues and flees with one die fewer.</source>
        <translation>Jedna tvoje jednotka má do konce hry −1 k Síle a pronásleduje a prchá o jednu kostku méně.</translation>
    </message>
    <message>
        <source>Lizardmen re-roll these results</source>
        <translation>Lizardmeni přehazují tyto výsledky</translation>
    </message>
    <message>
        <source>&amp;Stifling Humidity (%1)</source>
        <translation>Dusno a &amp;vlhko (%1)</translation>
    </message>
    <message>
        <source>Hopelessly &amp;Lost (%1)</source>
        <translation>&amp;Beznadějně ztraceni (%1)</translation>
    </message>
    <message>
        <source>Native &amp;Guide (%1)</source>
        <translation>Domorodý &amp;průvodce (%1)</translation>
    </message>
    <message>
        <source>&amp;Malodorous Malady (%1)</source>
        <translation>Páchnoucí &amp;choroba (%1)</translation>
    </message>
    <message>
        <source>A Lizardmen player may re-roll this result once; the re-roll stands.</source>
        <translation>Hráč Lizardmenů smí tento výsledek jednou přehodit; přehoz platí.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénář</translation>
    </message>
    <message>
        <source>&amp;The scenario fixes who takes the first turn</source>
        <translation>Scénář &amp;určuje, kdo má první kolo</translation>
    </message>
    <message>
        <source>Monkey Run then has no effect and is rolled again.</source>
        <translation>A opičky běží pak nemá účinek a hází se znovu.</translation>
    </message>
    <message>
        <source>Roll the events</source>
        <translation>Hod na události</translation>
    </message>
    <message>
        <source>&amp;Roll 2D6</source>
        <translation>&amp;Hodit 2D6</translation>
    </message>
    <message>
        <source>Rolls real dice, with the re-rolls chosen above.</source>
        <translation>Hází skutečnými kostkami, s přehozy zvolenými výše.</translation>
    </message>
    <message>
        <source>Roll l&amp;og (newest first)</source>
        <translation>Zázna&amp;m hodů (nejnovější první)</translation>
    </message>
    <message>
        <source>The events table</source>
        <translation>Tabulka událostí</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Událost</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Účinek</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Podle tabulky</translation>
    </message>
    <message>
        <source>With re-rolls</source>
        <translation>S přehozy</translation>
    </message>
    <message>
        <source>2D6 result (event in the table above)</source>
        <translation>Výsledek 2D6 (událost v tabulce výše)</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>Plain 2D6 table</source>
        <translation>Čistá tabulka 2D6</translation>
    </message>
    <message>
        <source>Tropical Storm: D3 turns</source>
        <translation>Tropická bouře: D3 kol</translation>
    </message>
    <message>
        <source>Turns the storm lasts</source>
        <translation>Počet kol bouře</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Šance</translation>
    </message>
    <message>
        <source>%1 (re-rolled)</source>
        <translation>%1 (přehozeno)</translation>
    </message>
    <message>
        <source>%1 (Lizardmen may re-roll)</source>
        <translation>%1 (Lizardmeni smí přehodit)</translation>
    </message>
    <message>
        <source>D3 = %1</source>
        <translation>D3 = %1</translation>
    </message>
    <message>
        <source>A storm comes with probability %1 and lasts %2 turns on average.</source>
        <translation>Bouře přijde s pravděpodobností %1 a trvá v průměru %2 kola.</translation>
    </message>
    <message>
        <source>Each player rolls once after deployment, unless the scenario says otherwise.</source>
        <translation>Každý hráč hází jednou po rozestavení, pokud scénář neříká jinak.</translation>
    </message>
    <message>
        <source>A Lizardmen re-roll is used once; whatever the second roll shows stands, even a result that could otherwise be re-rolled.</source>
        <translation>Přehoz Lizardmenů se použije jednou; cokoli padne při druhém hodu, platí, i výsledek, který by jinak šel přehodit.</translation>
    </message>
    <message>
        <source>With the first turn fixed, a Monkey Run is void and rolled again until another result comes up; that roll does not use up a Lizardmen re-roll.</source>
        <translation>Když je první kolo pevně dané, A opičky běží neplatí a hází se znovu, dokud nepadne jiný výsledek; tento hod nespotřebuje přehoz Lizardmenů.</translation>
    </message>
    <message>
        <source>Roll %1: %2</source>
        <translation>Hod %1: %2</translation>
    </message>
    <message>
        <source>Rolled %1 + %2 = %3: %4.</source>
        <translation>Padlo %1 + %2 = %3: %4.</translation>
    </message>
    <message>
        <source>Monkey Run is void, rolled again: %1 + %2 = %3: %4.</source>
        <translation>A opičky běží neplatí, nový hod: %1 + %2 = %3: %4.</translation>
    </message>
    <message>
        <source>Lizardmen re-roll: %1 + %2 = %3: %4.</source>
        <translation>Přehoz Lizardmenů: %1 + %2 = %3: %4.</translation>
    </message>
    <message>
        <source>Storm length: rolled %1 on the D6 for the D3, which gives %2 turns.</source>
        <translation>Délka bouře: na D6 pro D3 padlo %1, počet kol: %2.</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Výsledek: %1.</translation>
    </message>
</context>
<context>
    <name>FactionsModel</name>
    <message>
        <source>(no faction)</source>
        <translation>(bez frakce)</translation>
    </message>
    <message>
        <source>%1 (also written: %2)</source>
        <translation>%1 (psáno také: %2)</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Frakce</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <source>D</source>
        <translation>R</translation>
    </message>
    <message>
        <source>L</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Podíl výher</translation>
    </message>
    <message>
        <source>VP scored (avg.)</source>
        <translation>Získané VP (průměr)</translation>
    </message>
    <message>
        <source>VP conceded (avg.)</source>
        <translation>Ztracené VP (průměr)</translation>
    </message>
    <message>
        <source>Mirrors</source>
        <translation>Zrcadlové</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Volna</translation>
    </message>
    <message>
        <source>Games against other factions, with a result (no bye, no mirror match).</source>
        <translation>Hry proti jiným frakcím s výsledkem (bez volna a bez zrcadlových zápasů).</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remízy</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <source>Wins ÷ games: a draw is not half a win.</source>
        <translation>Výhry ÷ hry: remíza není polovina výhry.</translation>
    </message>
    <message>
        <source>The average VP the faction&apos;s players scored per game.</source>
        <translation>Průměrné VP, které hráči frakce získali za hru.</translation>
    </message>
    <message>
        <source>The average VP the faction&apos;s players conceded per game.</source>
        <translation>Průměrné VP, které hráči frakce ztratili za hru.</translation>
    </message>
    <message>
        <source>Mirror matches: tables where both players are of this faction, one per table.</source>
        <translation>Zrcadlové zápasy: stoly, kde jsou oba hráči této frakce, jeden za stůl.</translation>
    </message>
    <message>
        <source>Byes: no game, counted apart.</source>
        <translation>Volna: žádná hra, počítají se zvlášť.</translation>
    </message>
    <message>
        <source>%1: spelled %2 by its players</source>
        <translation>%1: hráči ji píší jako %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>wins %1 ÷ games %2 = %3 (exactly %4)</source>
        <translation>výhry %1 ÷ hry %2 = %3 (přesně %4)</translation>
    </message>
    <message>
        <source>%1 VP over %2 games = %3 per game</source>
        <translation>%1 VP za %2 her = %3 na hru</translation>
    </message>
</context>
<context>
    <name>FactionsPage</name>
    <message>
        <source>Factions</source>
        <translation>Frakce</translation>
    </message>
    <message>
        <source>Faction statistics</source>
        <translation>Statistiky frakcí</translation>
    </message>
    <message>
        <source>Faction against faction</source>
        <translation>Frakce proti frakci</translation>
    </message>
    <message>
        <source>Faction against faction: each row&apos;s wins-draws-losses against the column&apos;s faction; the diagonal holds the mirror matches</source>
        <translation>Frakce proti frakci: výhry-remízy-prohry každého řádku proti frakci ve sloupci; na úhlopříčce zrcadlové zápasy</translation>
    </message>
    <message>
        <source>Merge the chosen faction &amp;into:</source>
        <translation>Sloučit vybranou frakci &amp;do:</translation>
    </message>
    <message>
        <source>Another faction, or a spelling typed here: every player of the chosen faction, whatever their spelling, gets exactly this one.</source>
        <translation>Jiná frakce nebo zde napsaný zápis: každý hráč vybrané frakce, ať ji píše jakkoli, dostane přesně tento.</translation>
    </message>
    <message>
        <source>Mer&amp;ge…</source>
        <translation>S&amp;loučit…</translation>
    </message>
    <message>
        <source>Only tables with a result count; a conceded game counts with the result the scoring gives it. A bye is no game: it is counted apart, in no win rate and no average. A mirror match (both players of one faction) says nothing about the faction against the others: it is counted apart (one per table) and left out of the games, the wins, draws and losses, the win rate and the averages; the table above shows it on the diagonal. Win rate: wins ÷ games (a draw is not half a win). Names that differ only in case, spaces, accents or apostrophes are one faction, shown as most of its players spell it; point at a number to see it exactly.</source>
        <translation>Počítají se jen stoly s výsledkem; vzdaná hra se počítá s výsledkem, který jí dává bodování. Volno není hra: počítá se zvlášť, do žádného podílu výher ani průměru. Zrcadlový zápas (oba hráči jedné frakce) neříká nic o frakci proti ostatním: počítá se zvlášť (jeden za stůl) a nezapočítává se do her, výher, remíz a proher, podílu výher ani průměrů; tabulka výše ho ukazuje na úhlopříčce. Podíl výher: výhry ÷ hry (remíza není polovina výhry). Názvy, které se liší jen velikostí písmen, mezerami, diakritikou nebo apostrofy, jsou jedna frakce, zobrazená tak, jak ji píše většina jejích hráčů; najeďte na číslo, abyste ho viděli přesně.</translation>
    </message>
    <message>
        <source>Factions: %1; games between factions: %2; mirror matches: %3</source>
        <translation>Frakce: %1; hry mezi frakcemi: %2; zrcadlové zápasy: %3</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Every player of %1 (players: %2; spelled %3) gets the faction “%4”. This is one change: the Log page can undo it.</source>
        <translation>Každý hráč frakce %1 (hráčů: %2; psáno %3) dostane frakci „%4“. Je to jedna změna: stránka Záznam ji může vrátit.</translation>
    </message>
    <message>
        <source>Merge factions?</source>
        <translation>Sloučit frakce?</translation>
    </message>
    <message>
        <source>Merged %1 into “%2”; players changed: %3.</source>
        <translation>%1 sloučena do „%2“; změněno hráčů: %3.</translation>
    </message>
    <message>
        <source>Not merged: %1.</source>
        <translation>Nesloučeno: %1.</translation>
    </message>
</context>
<context>
    <name>FormResets</name>
    <message>
        <source>Reset this form?</source>
        <translation>Obnovit tento formulář?</translation>
    </message>
    <message>
        <source>This form&apos;s defaults replace what it holds now, its log included. View → Undo reset brings it back.</source>
        <translation>Výchozí hodnoty formuláře nahradí jeho současný obsah včetně záznamu. Zobrazení → Vrátit obnovení jej vrátí zpět.</translation>
    </message>
    <message>
        <source>The form is reset. View → Undo reset brings it back.</source>
        <translation>Formulář je obnoven. Zobrazení → Vrátit obnovení jej vrátí zpět.</translation>
    </message>
    <message>
        <source>Reset everything?</source>
        <translation>Obnovit vše?</translation>
    </message>
    <message>
        <source>Every game&apos;s forms, pinned results and the view settings go back to their defaults. View → Undo reset brings them back.</source>
        <translation>Formuláře všech her, připnuté výsledky a nastavení zobrazení se vrátí na výchozí hodnoty. Zobrazení → Vrátit obnovení je vrátí zpět.</translation>
    </message>
    <message>
        <source>Everything is reset. View → Undo reset brings it back.</source>
        <translation>Vše je obnoveno. Zobrazení → Vrátit obnovení vše vrátí zpět.</translation>
    </message>
    <message>
        <source>The reset is undone.</source>
        <translation>Obnovení je vráceno.</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>≈ 1 in %1</source>
        <translation>≈ 1 z %1</translation>
    </message>
    <message>
        <source>≈ %1 in %2</source>
        <translation>≈ %1 z %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage; the language&apos;s own spacing</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>{0} pp</source>
        <translation>{0} p. b.</translation>
    </message>
</context>
<context>
    <name>GroupedBarChart</name>
    <message>
        <source>No result yet.</source>
        <translation>Zatím žádný výsledek.</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Already in the event (as %1): not added</source>
        <translation>Už je v turnaji (jako %1): nepřidá se</translation>
    </message>
    <message>
        <source>Line %1 has the same name: correct one of them</source>
        <translation>Řádek %1 má stejné jméno: jedno z nich opravte</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-8 with BOM</source>
        <translation>UTF-8 s BOM</translation>
    </message>
    <message>
        <source>UTF-16 (Unicode text)</source>
        <translation>UTF-16 (text Unicode)</translation>
    </message>
    <message>
        <source>Windows-1250 (Central European)</source>
        <translation>Windows-1250 (středoevropské)</translation>
    </message>
    <message>
        <source>Windows-1252 (Western European)</source>
        <translation>Windows-1252 (západoevropské)</translation>
    </message>
    <message>
        <source>commas</source>
        <translation>čárkami</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>středníky</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>tabulátory</translation>
    </message>
    <message>
        <source>column %1 “%2”</source>
        <translation>sloupec %1 „%2“</translation>
    </message>
    <message>
        <source>column %1 (no heading)</source>
        <translation>sloupec %1 (bez záhlaví)</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Import hráčů</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Řádek</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Frakce</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>Players in the file</source>
        <translation>Hráči v souboru</translation>
    </message>
    <message>
        <source>%1: read as %2, fields separated by %3.</source>
        <translation>%1: přečteno jako %2, pole oddělená %3.</translation>
    </message>
    <message numerus="yes">
        <source>Left out, as not a name, club or faction: %n column(s), %1.</source>
        <translation>
            <numerusform>Vynecháno, protože nejde o jméno, klub ani frakci: %n sloupec, %1.</numerusform>
            <numerusform>Vynecháno, protože nejde o jméno, klub ani frakci: %n sloupce, %1.</numerusform>
            <numerusform>Vynecháno, protože nejde o jméno, klub ani frakci: %n sloupců, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing can be added: %n line(s) must be corrected in the file first (see Note).</source>
        <translation>
            <numerusform>Nelze nic přidat: nejdřív je třeba v souboru opravit %n řádek (viz Poznámka).</numerusform>
            <numerusform>Nelze nic přidat: nejdřív je třeba v souboru opravit %n řádky (viz Poznámka).</numerusform>
            <numerusform>Nelze nic přidat: nejdřív je třeba v souboru opravit %n řádků (viz Poznámka).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to add: every player of the file is already in the event.</source>
        <translation>Není co přidat: všichni hráči ze souboru už v turnaji jsou.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) will be added.</source>
        <translation>
            <numerusform>Přidá se %n hráč.</numerusform>
            <numerusform>Přidají se %n hráči.</numerusform>
            <numerusform>Přidá se %n hráčů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n already in the event, left out.</source>
        <translation>
            <numerusform>%1 %n už v turnaji je, vynechá se.</numerusform>
            <numerusform>%1 %n už v turnaji jsou, vynechají se.</numerusform>
            <numerusform>%1 %n už v turnaji je, vynechají se.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %n player(s)</source>
        <translation>
            <numerusform>&amp;Přidat %n hráče</numerusform>
            <numerusform>&amp;Přidat %n hráče</numerusform>
            <numerusform>&amp;Přidat %n hráčů</numerusform>
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
        <translation>{0}: {1} (zadáno {2})</translation>
    </message>
    <message>
        <source>a whole number from {0} to {1}</source>
        <translation>celé číslo od {0} do {1}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true nebo false</translation>
    </message>
    <message>
        <source>one of {0}</source>
        <translation>jedna z hodnot {0}</translation>
    </message>
    <message>
        <source>null or one of {0}</source>
        <translation>null nebo jedna z hodnot {0}</translation>
    </message>
    <message>
        <source>a text of at most {0} characters</source>
        <translation>text o nejvýše {0} znacích</translation>
    </message>
    <message>
        <source>a list of {0} to {1} entries</source>
        <translation>seznam o {0} až {1} položkách</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>objekt JSON</translation>
    </message>
    <message>
        <source>a JSON list</source>
        <translation>seznam JSON</translation>
    </message>
    <message>
        <source>a whole number from {0} to {1} is required</source>
        <translation>je povinné celé číslo od {0} do {1}</translation>
    </message>
    <message>
        <source>true or false is required</source>
        <translation>je povinné true nebo false</translation>
    </message>
    <message>
        <source>one of {0} is required</source>
        <translation>je povinná jedna z hodnot {0}</translation>
    </message>
    <message>
        <source>a list of keywords from {0}</source>
        <translation>seznam klíčových slov z {0}</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>seznam</translation>
    </message>
    <message>
        <source>a player&apos;s name from the matrix that the ritual allows at this step</source>
        <translation>jméno hráče z matice, které rituál v tomto kroku dovoluje</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>text</translation>
    </message>
    <message>
        <source>a number from 0 to 20</source>
        <translation>číslo od 0 do 20</translation>
    </message>
    <message>
        <source>null for none, or a whole number from 2 to 6 (meaning 2+ to 6+)</source>
        <translation>null pro žádnou, nebo celé číslo od 2 do 6 (tj. 2+ až 6+)</translation>
    </message>
    <message>
        <source>one more D6 value from 1 to 6; the dice given ran out</source>
        <translation>další hodnota D6 od 1 do 6; zadané kostky došly</translation>
    </message>
    <message>
        <source>D6 values from 1 to 6</source>
        <translation>hodnoty D6 od 1 do 6</translation>
    </message>
    <message>
        <source>not a key here; the keys are {0}</source>
        <translation>zde neplatný klíč; klíče jsou {0}</translation>
    </message>
    <message>
        <source>a JSON object describing the unit is required</source>
        <translation>je povinný objekt JSON popisující jednotku</translation>
    </message>
    <message>
        <source>at most one cover: soft_cover, hard_cover or dense_jungle</source>
        <translation>nejvýše jeden kryt: soft_cover, hard_cover nebo dense_jungle</translation>
    </message>
    <message>
        <source>{0}, the net of the named modifiers</source>
        <translation>{0}, čistý součet pojmenovaných modifikátorů</translation>
    </message>
    <message>
        <source>null or a {0}</source>
        <translation>null nebo {0}</translation>
    </message>
    <message>
        <source>a {0}</source>
        <translation>{0}</translation>
    </message>
    <message>
        <source>not light_of_earendil together with a Heroic Throw</source>
        <translation>ne light_of_earendil spolu s hrdinským hodem</translation>
    </message>
    <message>
        <source>thrower or receiver with eye_of_mordor</source>
        <translation>thrower nebo receiver s eye_of_mordor</translation>
    </message>
    <message>
        <source>thrower when the target is a point</source>
        <translation>thrower, když je cílem bod</translation>
    </message>
    <message>
        <source>null unless the ability is eye_of_mordor</source>
        <translation>null, pokud schopnost není eye_of_mordor</translation>
    </message>
    <message>
        <source>one offensive captain ability per game</source>
        <translation>jedna útočná schopnost kapitána za hru</translation>
    </message>
    <message>
        <source>one defensive captain ability per game</source>
        <translation>jedna obranná schopnost kapitána za hru</translation>
    </message>
    <message>
        <source>absent for {0}</source>
        <translation>u {0} neuvádět</translation>
    </message>
    <message>
        <source>only for models_lost</source>
        <translation>jen u models_lost</translation>
    </message>
    <message>
        <source>only for captain_ability</source>
        <translation>jen u captain_ability</translation>
    </message>
    <message>
        <source>no event after the game has ended</source>
        <translation>žádná událost po konci hry</translation>
    </message>
    <message>
        <source>at most the {0} models left</source>
        <translation>nejvýše {0} zbývajících modelů</translation>
    </message>
    <message>
        <source>one throw per side per turn</source>
        <translation>jeden hod míčem za stranu a kolo</translation>
    </message>
    <message>
        <source>a second throw</source>
        <translation>druhý hod míčem</translation>
    </message>
    <message>
        <source>keywords from {0}</source>
        <translation>klíčová slova z {0}</translation>
    </message>
    <message>
        <source>keys from {0}</source>
        <translation>klíče z {0}</translation>
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
        <translation>false se strojovým brněním (obojí nelze kombinovat)</translation>
    </message>
    <message>
        <source>false unless the target carries {0} BLOOD MARKERS (it carries {1})</source>
        <translation>false, pokud cíl nemá {0} ŽETONŮ KRVE (má jich {1})</translation>
    </message>
    <message>
        <source>at most the {0} BLOOD MARKERS the target has left to spend</source>
        <translation>nejvýše {0} ŽETONŮ KRVE, které cíli zbývají k utracení</translation>
    </message>
    <message>
        <source>for a BLAST: nothing is spent on several models at once</source>
        <translation>u BLAST: na více modelů najednou se nic neutrácí</translation>
    </message>
    <message>
        <source>a name of {0} to {1} characters</source>
        <translation>název o {0} až {1} znacích</translation>
    </message>
    <message>
        <source>a name not used earlier in the list</source>
        <translation>název, který se v seznamu dříve nevyskytl</translation>
    </message>
    <message>
        <source>in a comparison: the policy decides what is spent</source>
        <translation>ve srovnání: o utrácení rozhoduje strategie</translation>
    </message>
    <message>
        <source>false: FEAR belongs to the targets of a comparison</source>
        <translation>false: FEAR patří k cílům srovnání</translation>
    </message>
    <message>
        <source>ranged: this is a shot into a melee</source>
        <translation>ranged: jde o střelbu do boje na blízko</translation>
    </message>
    <message>
        <source>when shooting into melee: the victim is not known in advance</source>
        <translation>při střelbě do boje na blízko: oběť není předem známa</translation>
    </message>
    <message>
        <source>a list of {0} to {1} entries is required</source>
        <translation>je povinný seznam o {0} až {1} položkách</translation>
    </message>
    <message>
        <source>only the keys {0}</source>
        <translation>jen klíče {0}</translation>
    </message>
    <message>
        <source>the net of {0} for this attack, {1}</source>
        <translation>čistý součet {0} pro tento útok, {1}</translation>
    </message>
    <message>
        <source>a whole number from {0} to {1} for this attack (the target&apos;s FEAR counts in it)</source>
        <translation>celé číslo od {0} do {1} pro tento útok (FEAR cíle je v něm už započítán)</translation>
    </message>
    <message>
        <source>in a sequence: the policy decides what is spent, and BLESSING MARKERS are not tracked</source>
        <translation>v sérii: o utrácení rozhoduje strategie a ŽETONY POŽEHNÁNÍ se nesledují</translation>
    </message>
    <message>
        <source>melee when an off-hand weapon is given</source>
        <translation>melee, je-li zadána zbraň v druhé ruce</translation>
    </message>
    <message>
        <source>melee: the off-hand weapon is a second melee ACTION</source>
        <translation>melee: zbraň v druhé ruce je druhá AKCE na blízko</translation>
    </message>
    <message>
        <source>true, as for the main attack: FEAR belongs to the target</source>
        <translation>true, stejně jako u hlavního útoku: FEAR patří k cíli</translation>
    </message>
    <message>
        <source>false: this attack cannot roll a Critical Hit</source>
        <translation>false: tento útok nemůže hodit kritický zásah</translation>
    </message>
    <message>
        <source>standing or down: an Out of Action target takes no attack</source>
        <translation>standing nebo down: cíl vyřazený z boje už žádný útok nedostane</translation>
    </message>
    <message>
        <source>an enemy model, enemy vehicle, terrain piece or friendly model</source>
        <translation>nepřátelský model, nepřátelské vozidlo, terénní prvek nebo spřátelený model</translation>
    </message>
    <message>
        <source>a set of {0}</source>
        <translation>množina z {0}</translation>
    </message>
    <message>
        <source>a list of {0} to {1} member PCs</source>
        <translation>seznam {0} až {1} PC členů</translation>
    </message>
    <message>
        <source>the format version, {0}, is required</source>
        <translation>je povinná verze formátu, {0}</translation>
    </message>
    <message>
        <source>format {0} is newer than this Companion reads ({1}); update Companion</source>
        <translation>formát {0} je novější, než jaký tento Companion čte ({1}); aktualizujte Companion</translation>
    </message>
    <message>
        <source>every table of round {0} needs a result before round {1} is paired</source>
        <translation>každý stůl kola {0} musí mít výsledek, než se spáruje kolo {1}</translation>
    </message>
    <message>
        <source>at least two players who play in round {0}</source>
        <translation>alespoň dva hráči, kteří hrají v kole {0}</translation>
    </message>
    <message>
        <source>a player of round {0}</source>
        <translation>hráč kola {0}</translation>
    </message>
    <message>
        <source>a table without a result: table {0} has one</source>
        <translation>stůl bez výsledku: stůl {0} už výsledek má</translation>
    </message>
    <message>
        <source>a table number of 1 or more; {0} has table {1}</source>
        <translation>číslo stolu 1 nebo vyšší; {0} má stůl {1}</translation>
    </message>
    <message>
        <source>a table from 1 to {0} (the event&apos;s table count); {1} has table {2}</source>
        <translation>stůl od 1 do {0} (počet stolů turnaje); {1} má stůl {2}</translation>
    </message>
    <message>
        <source>one player per fixed table: {0} and {1} both have table {2}</source>
        <translation>jeden hráč na pevný stůl: {0} i {1} mají stůl {2}</translation>
    </message>
    <message>
        <source>at least {0} tables for {0} pairs</source>
        <translation>alespoň {0} stolů pro {0} dvojic</translation>
    </message>
    <message>
        <source>at most {0} players with a fixed table in a round of {0} tables</source>
        <translation>nejvýše {0} hráčů s pevným stolem v kole o {0} stolech</translation>
    </message>
    <message>
        <source>an exact number of victory points, 0 or more</source>
        <translation>přesný počet vítězných bodů, 0 nebo více</translation>
    </message>
    <message>
        <source>two victory point totals, one per player</source>
        <translation>dva součty vítězných bodů, jeden za každého hráče</translation>
    </message>
    <message>
        <source>the conceding player&apos;s place at the table, {0} or {1}, or none</source>
        <translation>místo u stolu hráče, který se vzdává, {0} nebo {1}, nebo žádné</translation>
    </message>
    <message>
        <source>a whole number above 0: this game&apos;s draws are within a share of the points limit</source>
        <translation>celé číslo větší než 0: remíza se v této hře počítá podílem z velikosti hry</translation>
    </message>
    <message>
        <source>at least one player</source>
        <translation>alespoň jeden hráč</translation>
    </message>
    <message>
        <source>a round from {0} to {1}</source>
        <translation>kolo od {0} do {1}</translation>
    </message>
    <message>
        <source>a round number of at least 1</source>
        <translation>číslo kola alespoň 1</translation>
    </message>
    <message>
        <source>a table number of at least 1</source>
        <translation>číslo stolu alespoň 1</translation>
    </message>
    <message>
        <source>a table from 1 to {0}</source>
        <translation>stůl od 1 do {0}</translation>
    </message>
    <message>
        <source>a faction&apos;s name with at least one visible character</source>
        <translation>název frakce s alespoň jedním viditelným znakem</translation>
    </message>
    <message>
        <source>a faction a player has ({0})</source>
        <translation>frakci, kterou některý hráč má ({0})</translation>
    </message>
    <message>
        <source>a name no other player has ({0} is in the event)</source>
        <translation>jméno, které nemá žádný jiný hráč ({0} už v turnaji je)</translation>
    </message>
    <message>
        <source>the event needs a name</source>
        <translation>turnaj musí mít název</translation>
    </message>
    <message>
        <source>a name with at least one visible character</source>
        <translation>jméno s alespoň jedním viditelným znakem</translation>
    </message>
    <message>
        <source>a {0} event needs a points limit</source>
        <translation>turnaj ve hře {0} potřebuje velikost hry</translation>
    </message>
    <message>
        <source>a whole number of at least 1</source>
        <translation>celé číslo alespoň 1</translation>
    </message>
    <message>
        <source>a whole number of at least {0}</source>
        <translation>celé číslo alespoň {0}</translation>
    </message>
    <message>
        <source>each of {0} at most once</source>
        <translation>každé z {0} nejvýše jednou</translation>
    </message>
    <message>
        <source>text in UTF-8: it holds bytes that are not</source>
        <translation>text v UTF-8: obsahuje bajty, které v UTF-8 nejsou</translation>
    </message>
    <message>
        <source>text without control characters (such as a terminal&apos;s escape sequences or NUL)</source>
        <translation>text bez řídicích znaků (jako jsou escape sekvence terminálu nebo NUL)</translation>
    </message>
    <message>
        <source>at most {0} characters</source>
        <translation>nejvýše {0} znaků</translation>
    </message>
    <message>
        <source>a number from 0 to {0}, in steps no finer than 1/{1}</source>
        <translation>číslo od 0 do {0} v krocích ne jemnějších než 1/{1}</translation>
    </message>
    <message>
        <source>a number with too many digits to show</source>
        <translation>číslo s příliš mnoha číslicemi, než aby se dalo zobrazit</translation>
    </message>
    <message>
        <source>an exact number of at least 0</source>
        <translation>přesné číslo, 0 nebo více</translation>
    </message>
    <message>
        <source>bands in increasing order of VP difference, only the last one open-ended</source>
        <translation>pásma ve vzestupném pořadí rozdílu VP, jen poslední bez horní hranice</translation>
    </message>
    <message>
        <source>player ids (whole numbers)</source>
        <translation>identifikátory hráčů (celá čísla)</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>hráč musí mít jméno</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>nesmí být prázdné</translation>
    </message>
    <message>
        <source>at least 1 to remove a Contamination token</source>
        <translation>alespoň 1, aby šlo odebrat žeton Kontaminace</translation>
    </message>
    <message>
        <source>left out when contaminated_models is given</source>
        <translation>vynechat, když je uvedeno contaminated_models</translation>
    </message>
    <message>
        <source>a paired round: no round has been paired yet</source>
        <translation>spárované kolo: zatím nebylo spárováno žádné kolo</translation>
    </message>
    <message>
        <source>a paired round, from {0} to {1}</source>
        <translation>spárované kolo, od {0} do {1}</translation>
    </message>
    <message>
        <source>an exact number such as 180, 22.5, 22,5 or 45/2</source>
        <translation>přesné číslo, například 180, 22.5, 22,5 nebo 45/2</translation>
    </message>
    <message>
        <source>only checked-in players can be paired: the event&apos;s settings require check-in</source>
        <translation>spárovat lze jen hráče s potvrzeným příchodem: nastavení turnaje vyžaduje potvrzení příchodu</translation>
    </message>
    <message>
        <source>a text of 1 to {0} characters</source>
        <translation>text o 1 až {0} znacích</translation>
    </message>
    <message>
        <source>{0} to {1} digits, or none</source>
        <translation>{0} až {1} číslic, nebo nic</translation>
    </message>
    <message>
        <source>a web address</source>
        <translation>webová adresa</translation>
    </message>
    <message>
        <source>a whole number of minutes from {0} to {1}</source>
        <translation>celý počet minut od {0} do {1}</translation>
    </message>
    <message>
        <source>the name of a player at the table, or none</source>
        <translation>jméno hráče u stolu, nebo nikdo</translation>
    </message>
    <message>
        <source>the name of a player at the table ({0} or {1}), or none</source>
        <translation>jméno hráče u stolu ({0} nebo {1}), nebo nikdo</translation>
    </message>
    <message>
        <source>the round&apos;s length in minutes</source>
        <translation>délka kola v minutách</translation>
    </message>
    <message>
        <source>the minutes to add</source>
        <translation>minuty navíc</translation>
    </message>
    <message>
        <source>{0} is in the tiebreak order exactly when it is used as a tiebreak</source>
        <translation>{0} je v pořadí rozhodujících kritérií právě tehdy, když se používá jako kritérium</translation>
    </message>
    <message>
        <source>an exact number other than 0, such as -1, 2 or 1,5</source>
        <translation>přesné číslo jiné než 0, například -1, 2 nebo 1,5</translation>
    </message>
    <message>
        <source>a number from -{0} to {0}, other than 0, in steps no finer than 1/{1}</source>
        <translation>číslo od -{0} do {0} kromě 0, v krocích ne jemnějších než 1/{1}</translation>
    </message>
    <message>
        <source>a reason for the points, such as &quot;late list&quot;</source>
        <translation>důvod bodů, například &quot;pozdní soupiska&quot;</translation>
    </message>
    <message>
        <source>0 (the whole event) or a paired round, up to {0}</source>
        <translation>0 (celá akce) nebo nalosované kolo, nejvýše {0}</translation>
    </message>
    <message>
        <source>painting is one score for the whole event: no round</source>
        <translation>malování je jedno hodnocení za celou akci: bez kola</translation>
    </message>
    <message>
        <source>a table of the round</source>
        <translation>stůl tohoto kola</translation>
    </message>
    <message>
        <source>the address the phones reach: the event has not been served to the phones yet</source>
        <translation>adresa, na kterou se telefony připojují: událost ještě nebyla telefonům zpřístupněna</translation>
    </message>
    <message>
        <source>a player with a personal link: none has one</source>
        <translation>hráč s osobním odkazem: žádný ho nemá</translation>
    </message>
    <message>
        <source>a choice the ritual allows at this step</source>
        <translation>volba, kterou rituál v tomto kroku dovoluje</translation>
    </message>
    <message>
        <source>no step: the ritual is over</source>
        <translation>žádný krok: rituál skončil</translation>
    </message>
    <message>
        <source>a name of 1 to {0} characters, different from the others on its side</source>
        <translation>jméno o 1 až {0} znacích, odlišné od ostatních na své straně</translation>
    </message>
    <message>
        <source>{0} to {1} players a side</source>
        <translation>{0} až {1} hráčů na stranu</translation>
    </message>
    <message>
        <source>as many players as ours ({0})</source>
        <translation>tolik hráčů jako našich ({0})</translation>
    </message>
    <message>
        <source>{0} rows of {0} scores</source>
        <translation>{0} řádků po {0} skóre</translation>
    </message>
    <message>
        <source>{0} scores</source>
        <translation>{0} skóre</translation>
    </message>
</context>
<context>
    <name>KeepBallPanel</name>
    <message>
        <source>Knocked down</source>
        <translation>Sražen na zem</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Zabit</translation>
    </message>
    <message>
        <source>Dismounted</source>
        <translation>Sesazen z koně</translation>
    </message>
    <message>
        <source>Fell while climbing or jumping</source>
        <translation>Spadl při šplhání nebo skoku</translation>
    </message>
    <message>
        <source>Wall of the Bruinen</source>
        <translation>Zeď Bruinenu</translation>
    </message>
    <message>
        <source>Touch of the Palantír</source>
        <translation>Dotek palantíru</translation>
    </message>
    <message>
        <source>C&amp;ause</source>
        <translation>&amp;Příčina</translation>
    </message>
    <message>
        <source>Carrier&apos;s C&amp;ourage</source>
        <translation>&amp;Odvaha nosiče míče</translation>
    </message>
    <message>
        <source>E&amp;ye of Mordor (+3 Courage)</source>
        <translation>Oko &amp;Mordoru (+3 k Odvaze)</translation>
    </message>
    <message>
        <source>Keeps the ball</source>
        <translation>Udrží míč</translation>
    </message>
    <message>
        <source>Loses the ball</source>
        <translation>Ztratí míč</translation>
    </message>
    <message>
        <source>    drops it (1–2)</source>
        <translation>    upustí ho (1–2)</translation>
    </message>
    <message>
        <source>    S1 hit, random D6″ throw (3–4)</source>
        <translation>    zásah S1, náhodný hod míčem D6″ (3–4)</translation>
    </message>
    <message>
        <source>    opponent throws it, S2 hit (5–6)</source>
        <translation>    hodí ho soupeř, zásah S2 (5–6)</translation>
    </message>
    <message>
        <source>A Courage test (2D6 + Courage ≥ 10), rolled even where the model would normally pass automatically; a failure bounces the ball D3″.</source>
        <translation>Test odvahy (2D6 + Odvaha ≥ 10), hází se i tam, kde by model normálně uspěl automaticky; při neúspěchu míč odskočí D3″.</translation>
    </message>
    <message>
        <source>The carrier tests Courage with 3 dice, discarding the highest.</source>
        <translation>Nosič míče testuje Odvahu 3 kostkami, nejvyšší se zahodí.</translation>
    </message>
    <message>
        <source>Courage with 3 dice, discarding the highest. Interpretation: a carrier who passes keeps the ball (at half Move and −1 to throw).</source>
        <translation>Odvaha 3 kostkami, nejvyšší se zahodí. Výklad: nosič, který uspěje, si míč ponechá (s polovičním Pohybem a −1 na hod míčem).</translation>
    </message>
    <message>
        <source>The ball always bounces D3″.</source>
        <translation>Míč vždy odskočí D3″.</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>No result yet.</source>
        <translation>Zatím žádný výsledek.</translation>
    </message>
    <message>
        <source>%1: from %2 at %3 to %4 at %5, highest %6 at %7.</source>
        <translation>%1: od %2 při %3 po %4 při %5, nejvýše %6 při %7.</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>by change %1</source>
        <translation>změnou %1</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Č.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Kdy</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>Stanoviště</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Změna</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Vrácena</translation>
    </message>
</context>
<context>
    <name>LogPage</name>
    <message>
        <source>Log</source>
        <translation>Záznam</translation>
    </message>
    <message>
        <source>Log of changes</source>
        <translation>Záznam změn</translation>
    </message>
    <message>
        <source>&amp;Undo the latest change</source>
        <translation>&amp;Vrátit poslední změnu</translation>
    </message>
    <message>
        <source>&amp;Undo change %1 (this desk&apos;s): %2</source>
        <translation>&amp;Vrátit změnu %1 (tohoto stanoviště): %2</translation>
    </message>
    <message>
        <source>&amp;Undo change %1 (by %2): %3</source>
        <translation>&amp;Vrátit změnu %1 (stanoviště %2): %3</translation>
    </message>
    <message>
        <source>Undo change %1 (%2, by this desk, %3)?

%4</source>
        <translation>Vrátit změnu %1 (%2, tohoto stanoviště, %3)?

%4</translation>
    </message>
    <message>
        <source>Undo another desk&apos;s change?</source>
        <translation>Vrátit změnu jiného stanoviště?</translation>
    </message>
    <message>
        <source>Change %1 was made by %2 (%3), not by this desk (%4). Undo it?

%5</source>
        <translation>Změnu %1 provedlo stanoviště %2 (%3), ne toto stanoviště (%4). Vrátit ji?

%5</translation>
    </message>
    <message>
        <source>Undone: change %1, %2</source>
        <translation>Vrácena změna %1, %2</translation>
    </message>
    <message>
        <source>Not undone: %1.</source>
        <translation>Nevráceno: %1.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Vrátit</translation>
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
        <translation>Žádná</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
</context>
<context>
    <name>LustriaEncounter</name>
    <message>
        <source>Native Curse</source>
        <translation>Kletba</translation>
    </message>
    <message>
        <source>Madcap Fungi Spore Cloud</source>
        <translation>Toxické houby</translation>
    </message>
    <message>
        <source>Swarm</source>
        <translation>Roj</translation>
    </message>
    <message>
        <source>All is Well</source>
        <translation>Vše je v pořádku</translation>
    </message>
    <message>
        <source>Carnivorous Plant</source>
        <translation>Masožravá kytka</translation>
    </message>
    <message>
        <source>Lashworm Attack</source>
        <translation>Červí útok</translation>
    </message>
    <message>
        <source>Quicksand</source>
        <translation>Tekuté písky</translation>
    </message>
    <message>
        <source>Native Trap</source>
        <translation>Past domorodců</translation>
    </message>
</context>
<context>
    <name>LustriaTab</name>
    <message>
        <source>Lustria</source>
        <translation>Lustrie</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Střelba</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Události</translation>
    </message>
    <message>
        <source>Encounters</source>
        <translation>Překvapení</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Přehled</translation>
    </message>
</context>
<context>
    <name>MainMenu</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Otevřít scénář…</translation>
    </message>
    <message>
        <source>&amp;Save scenario…</source>
        <translation>&amp;Uložit scénář…</translation>
    </message>
    <message>
        <source>E&amp;xport charts as PNG…</source>
        <translation>Exportovat grafy jako &amp;PNG…</translation>
    </message>
    <message>
        <source>Export c&amp;harts as SVG…</source>
        <translation>Exportovat &amp;grafy jako SVG…</translation>
    </message>
    <message>
        <source>Export results as &amp;CSV…</source>
        <translation>Exportovat výsledky jako &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Motiv</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Podle s&amp;ystému</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Světlý</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Tmavý</translation>
    </message>
    <message>
        <source>&amp;Large text</source>
        <translation>&amp;Velký text</translation>
    </message>
    <message>
        <source>&amp;Reset this form</source>
        <translation>&amp;Obnovit tento formulář</translation>
    </message>
    <message>
        <source>Reset &amp;all to defaults</source>
        <translation>Obnovit vš&amp;e na výchozí</translation>
    </message>
    <message>
        <source>&amp;Undo reset</source>
        <translation>V&amp;rátit obnovení</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <source>&amp;About Companion</source>
        <translation>&amp;O aplikaci Companion</translation>
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
        <translation>Scénáře Companion (*%1);;Soubory JSON (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Otevřít scénář</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Scénář nelze otevřít</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Uložit scénář</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Uloženo do %1.</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Scénář nelze uložit</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Obrázky PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Kresby SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Export grafů</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n chart(s): %1</source>
        <translation>
            <numerusform>Exportován %n graf: %1</numerusform>
            <numerusform>Exportovány %n grafy: %1</numerusform>
            <numerusform>Exportováno %n grafů: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export se nezdařil</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Export výsledků</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported the results to %1.</source>
        <translation>Výsledky exportovány do %1.</translation>
    </message>
    <message>
        <source>Companion %1
Exact probability calculators for tabletop wargames.

Qt %2 · PySide6 %3 · pyqtgraph %4 · icepool %5</source>
        <translation>Companion %1
Přesné kalkulačky pravděpodobností pro stolní válečné hry.

Qt %2 · PySide6 %3 · pyqtgraph %4 · icepool %5</translation>
    </message>
    <message>
        <source>Preferences not saved</source>
        <translation>Předvolby nebyly uloženy</translation>
    </message>
    <message>
        <source>Companion cannot write its preferences to %1; they will not be remembered.</source>
        <translation>Companion nemůže zapsat své předvolby do %1; nebudou zapamatovány.</translation>
    </message>
</context>
<context>
    <name>MatchFileHelper</name>
    <message>
        <source>Import the &amp;match-tracker file…</source>
        <translation>Importovat soubor zá&amp;pasu…</translation>
    </message>
    <message>
        <source>Import a match</source>
        <translation>Importovat zápas</translation>
    </message>
    <message>
        <source>Companion scenarios (*.companion *.json);;All files (*)</source>
        <translation>Scénáře Companion (*.companion *.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Not a match file: %1</source>
        <translation>Není soubor zápasu: %1</translation>
    </message>
    <message>
        <source>%1 is a %2 %3 scenario, not a Ringball match</source>
        <translation>%1 je scénář %2 %3, ne zápas Ringballu</translation>
    </message>
    <message>
        <source>The match in %1 is not over (turn %2). Take its VP as the result?</source>
        <translation>Zápas v %1 neskončil (kolo hry %2). Vzít jeho VP jako výsledek?</translation>
    </message>
    <message>
        <source>The match is not over</source>
        <translation>Zápas neskončil</translation>
    </message>
    <message>
        <source>The match&apos;s VP are in the form: check them, then save the result.</source>
        <translation>VP ze zápasu jsou ve formuláři: zkontrolujte je a pak výsledek uložte.</translation>
    </message>
    <message>
        <source>The match&apos;s sides (%1, %2) are not this table&apos;s players: the first side&apos;s VP went to %3. Check them before saving.</source>
        <translation>Strany zápasu (%1, %2) nejsou hráči tohoto stolu: VP první strany dostal %3. Před uložením je zkontrolujte.</translation>
    </message>
</context>
<context>
    <name>MatchPanel</name>
    <message>
        <source>Side %1</source>
        <translation>Strana %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Jméno</translation>
    </message>
    <message>
        <source>Starting models</source>
        <translation>Počáteční modely</translation>
    </message>
    <message>
        <source>&amp;Starting models</source>
        <translation>&amp;Počáteční modely</translation>
    </message>
    <message>
        <source>Steal (+1)</source>
        <translation>Krádež (+1)</translation>
    </message>
    <message>
        <source>Ball ends in the enemy zone (+2)</source>
        <translation>Míč skončí v nepřátelské zóně (+2)</translation>
    </message>
    <message>
        <source>Carrier enters the enemy zone (+5)</source>
        <translation>Nosič míče vstoupí do nepřátelské zóny (+5)</translation>
    </message>
    <message>
        <source>Not cumulative with the 2 for the ball in the zone.</source>
        <translation>Nesčítá se se 2 za míč v zóně.</translation>
    </message>
    <message>
        <source>Throws the ball</source>
        <translation>Hodí míč</translation>
    </message>
    <message>
        <source>One throw per side per turn.</source>
        <translation>Jeden hod míčem za stranu a kolo.</translation>
    </message>
    <message>
        <source>Models lost by side %1</source>
        <translation>Modely ztracené stranou %1</translation>
    </message>
    <message>
        <source>Models lost</source>
        <translation>Ztracené modely</translation>
    </message>
    <message>
        <source>Captain ability of side %1</source>
        <translation>Schopnost kapitána strany %1</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Použít</translation>
    </message>
    <message>
        <source>Each side uses one offensive and one defensive captain ability per game.</source>
        <translation>Každá strana použije za hru jednu útočnou a jednu obrannou schopnost kapitána.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Ukončit kolo</translation>
    </message>
    <message>
        <source>End the &amp;game</source>
        <translation>Ukončit &amp;hru</translation>
    </message>
    <message>
        <source>The players stop here; a side whose enemy is broken scores 3.</source>
        <translation>Hráči zde končí; strana, jejíž nepřítel je zlomen, získá 3.</translation>
    </message>
    <message>
        <source>Victory Points: 1 per steal, 2 each time the ball ends in the enemy deployment zone, 5 when the carrier enters it (instead of the 2), 3 at the end if the enemy is broken (has lost half or more of its models). The game ends at the end of the turn in which a side drops below 25% of its starting models.</source>
        <translation>Vítězné body: 1 za krádež, 2 pokaždé, když míč skončí v nepřátelské zóně rozestavení, 5, když do ní vstoupí nosič míče (místo 2), 3 na konci, je-li nepřítel zlomen (ztratil polovinu nebo více svých modelů). Hra končí na konci kola, ve kterém strana klesne pod 25 % svých počátečních modelů.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Výsledková tabule</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Záznam kol</translation>
    </message>
    <message>
        <source>&amp;Undo last event</source>
        <translation>&amp;Vrátit poslední událost</translation>
    </message>
    <message>
        <source>%1 (offensive)</source>
        <translation>%1 (útočná)</translation>
    </message>
    <message>
        <source>%1 (defensive)</source>
        <translation>%1 (obranná)</translation>
    </message>
    <message>
        <source>Light of Eärendil</source>
        <translation>Eärendilovo světlo</translation>
    </message>
    <message>
        <source>Wall of the Bruinen</source>
        <translation>Zeď Bruinenu</translation>
    </message>
    <message>
        <source>Underground throw</source>
        <translation>Podzemní hod</translation>
    </message>
    <message>
        <source>Run to Isengard</source>
        <translation>Běh do Isengardu</translation>
    </message>
    <message>
        <source>Touch of the Palantír</source>
        <translation>Dotek palantíru</translation>
    </message>
    <message>
        <source>Explosive ball</source>
        <translation>Výbušný míč</translation>
    </message>
    <message>
        <source>Eye of Mordor</source>
        <translation>Oko Mordoru</translation>
    </message>
    <message>
        <source>Troll breakthrough</source>
        <translation>Průlom trolla</translation>
    </message>
    <message>
        <source>Winged Creatures</source>
        <translation>Okřídlená stvoření</translation>
    </message>
    <message>
        <source>Another offensive ability</source>
        <translation>Jiná útočná schopnost</translation>
    </message>
    <message>
        <source>Another defensive ability</source>
        <translation>Jiná obranná schopnost</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Vítězné body</translation>
    </message>
    <message>
        <source>Steals (1 each)</source>
        <translation>Krádeže (po 1)</translation>
    </message>
    <message>
        <source>Ball in the enemy zone (2 each)</source>
        <translation>Míč v nepřátelské zóně (po 2)</translation>
    </message>
    <message>
        <source>Carrier in the enemy zone (5 each)</source>
        <translation>Nosič míče v nepřátelské zóně (po 5)</translation>
    </message>
    <message>
        <source>Enemy broken at the end (3)</source>
        <translation>Nepřítel na konci zlomen (3)</translation>
    </message>
    <message>
        <source>Models left</source>
        <translation>Zbývající modely</translation>
    </message>
    <message>
        <source>Broken (half or more lost)</source>
        <translation>Zlomen (ztratil polovinu či víc)</translation>
    </message>
    <message>
        <source>Below 25% of its models</source>
        <translation>Pod 25 % svých modelů</translation>
    </message>
    <message>
        <source>Has thrown this turn</source>
        <translation>V tomto kole už házel</translation>
    </message>
    <message>
        <source>Offensive captain ability</source>
        <translation>Útočná schopnost kapitána</translation>
    </message>
    <message>
        <source>Defensive captain ability</source>
        <translation>Obranná schopnost kapitána</translation>
    </message>
    <message>
        <source>%1 steals the ball</source>
        <translation>%1 ukradne míč</translation>
    </message>
    <message>
        <source>%1: the ball ends in the enemy zone</source>
        <translation>%1: míč skončí v nepřátelské zóně</translation>
    </message>
    <message>
        <source>%1: the carrier enters the enemy zone</source>
        <translation>%1: nosič míče vstoupí do nepřátelské zóny</translation>
    </message>
    <message>
        <source>%1 throws the ball</source>
        <translation>%1 hodí míč</translation>
    </message>
    <message>
        <source>End of the turn</source>
        <translation>Konec kola</translation>
    </message>
    <message>
        <source>The players end the game</source>
        <translation>Hráči ukončili hru</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n model(s)</source>
        <translation>
            <numerusform>%1 ztrácí %n model</numerusform>
            <numerusform>%1 ztrácí %n modely</numerusform>
            <numerusform>%1 ztrácí %n modelů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses %2</source>
        <translation>%1 používá %2</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Kolo %1 · %2</translation>
    </message>
    <message>
        <source>(+%1)</source>
        <translation>(+%1)</translation>
    </message>
    <message>
        <source>Fix the sides first: %1</source>
        <translation>Nejprve opravte strany: %1</translation>
    </message>
    <message>
        <source>The game is over: undo the last event to go on.</source>
        <translation>Hra skončila: pro pokračování vraťte poslední událost.</translation>
    </message>
    <message>
        <source>%1 has already thrown this turn.</source>
        <translation>%1: v tomto kole už bylo házeno.</translation>
    </message>
    <message>
        <source>%1 has already used its offensive captain ability.</source>
        <translation>%1: útočná schopnost kapitána už byla použita.</translation>
    </message>
    <message>
        <source>%1 has already used its defensive captain ability.</source>
        <translation>%1: obranná schopnost kapitána už byla použita.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has only %n model(s) left.</source>
        <translation>
            <numerusform>%1: zbývá už jen %n model.</numerusform>
            <numerusform>%1: zbývají už jen %n modely.</numerusform>
            <numerusform>%1: zbývá už jen %n modelů.</numerusform>
        </translation>
    </message>
    <message>
        <source>A side is below 25% of its starting models: the game ends at the end of this turn.</source>
        <translation>Strana je pod 25 % svých počátečních modelů: hra skončí na konci tohoto kola.</translation>
    </message>
    <message>
        <source>Game over after turn %1: a draw, %2 all.</source>
        <translation>Konec hry po kole %1: remíza, obě strany %2.</translation>
    </message>
    <message>
        <source>Game over after turn %1: %2 wins %3 to %4.</source>
        <translation>Konec hry po kole %1: %2 vyhrává %3 : %4.</translation>
    </message>
    <message>
        <source>Turn %1: level at %2.</source>
        <translation>Kolo %1: vyrovnáno, obě strany %2.</translation>
    </message>
    <message>
        <source>Turn %1: %2 leads %3 to %4.</source>
        <translation>Kolo %1: %2 vede %3 : %4.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>nepoužito</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
</context>
<context>
    <name>MatrixFileError</name>
    <message>
        <source>the file is empty: the first row holds their players&apos; names</source>
        <translation>soubor je prázdný: první řádek obsahuje jména jejich hráčů</translation>
    </message>
    <message>
        <source>not text in UTF-8 (a byte {0} cannot be read)</source>
        <translation>není to text v UTF-8 (bajt {0} nelze přečíst)</translation>
    </message>
    <message>
        <source>their players&apos; names: {0} to {1} after the first cell (found {2})</source>
        <translation>jména jejich hráčů: {0} až {1} za první buňkou (nalezeno {2})</translation>
    </message>
    <message>
        <source>more than {0} players: a team has {1} to {0}</source>
        <translation>více než {0} hráčů: tým jich má {1} až {0}</translation>
    </message>
    <message>
        <source>a player&apos;s name is empty</source>
        <translation>jméno hráče je prázdné</translation>
    </message>
    <message>
        <source>a name of at most {0} characters (got {1})</source>
        <translation>jméno o nejvýše {0} znacích (nalezeno {1})</translation>
    </message>
    <message>
        <source>the name “{0}” is used twice on this side (also row {1}, column {2})</source>
        <translation>jméno „{0}“ je na této straně dvakrát (také řádek {1}, sloupec {2})</translation>
    </message>
    <message>
        <source>not a number: “{0}” (a number from 0 to 20 with a decimal point)</source>
        <translation>není to číslo: „{0}“ (číslo od 0 do 20 s desetinnou tečkou)</translation>
    </message>
    <message>
        <source>{0} is outside 0 to 20</source>
        <translation>{0} je mimo 0 až 20</translation>
    </message>
    <message>
        <source>not square: a score is missing ({0} of the {1} the first row needs)</source>
        <translation>není čtvercová: chybí skóre ({0} z {1}, které vyžaduje první řádek)</translation>
    </message>
    <message>
        <source>not square: a score past the {0} players the first row names</source>
        <translation>není čtvercová: skóre navíc za {0} hráči z prvního řádku</translation>
    </message>
    <message>
        <source>not square: {0} rows of our players, the first row names {1} of theirs</source>
        <translation>není čtvercová: {0} řádků našich hráčů, první řádek jmenuje {1} jejich</translation>
    </message>
    <message>
        <source>not square: a row past {0} of ours (the first row names {0} of theirs)</source>
        <translation>není čtvercová: řádek navíc za našimi {0} (první řádek jmenuje {0} jejich)</translation>
    </message>
</context>
<context>
    <name>MatrixModel</name>
    <message>
        <source>(no faction)</source>
        <translation>(bez frakce)</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Frakce</translation>
    </message>
    <message>
        <source>vs %1</source>
        <translation>vs %1</translation>
    </message>
    <message>
        <source>%1 never met %2</source>
        <translation>%1 se nikdy nesetkala s %2</translation>
    </message>
    <message>
        <source>%1 against itself (mirror matches, each side counted): %2 wins, %3 draws, %4 losses</source>
        <translation>%1 proti sobě (zrcadlové zápasy, počítá se každá strana): výhry %2, remízy %3, prohry %4</translation>
    </message>
    <message>
        <source>%1 against %2: %3 wins, %4 draws, %5 losses</source>
        <translation>%1 proti %2: výhry %3, remízy %4, prohry %5</translation>
    </message>
</context>
<context>
    <name>MeleeShotPanel</name>
    <message>
        <source>Enemy: the target (a D6 of 4-6)</source>
        <translation>Nepřítel: cíl (na D6 4-6)</translation>
    </message>
    <message>
        <source>Friend within 1&quot; of the target (a D6 of 1-3)</source>
        <translation>Spojenec do 1&quot; od cíle (na D6 1-3)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Outcome of the shot</source>
        <translation>Výsledek výstřelu</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>Before the success roll a D6 picks the victim: 1-3 a random friend within 1&quot; of the target, 4-6 a random enemy within 1&quot; (possibly the target).</source>
        <translation>Před hodem na úspěch určí oběť D6: 1-3 náhodný spojenec do 1&quot; od cíle, 4-6 náhodný nepřítel do 1&quot; (může jít i o cíl).</translation>
    </message>
    <message>
        <source>Our reading: the two profiles stand for the models at risk, and the same attack applies to whichever the D6 picks. The chart shows P(the D6 picks that model and this is the outcome).</source>
        <translation>Náš výklad: oba profily zastupují ohrožené modely a na ten, který D6 určí, se použije stejný útok. Graf ukazuje P(D6 určí daný model a výsledek je tento).</translation>
    </message>
    <message>
        <source>The D6 picks the friend</source>
        <translation>D6 určí spojence</translation>
    </message>
    <message>
        <source>Hitting the friend</source>
        <translation>Zásah spojence</translation>
    </message>
    <message>
        <source>Friend Out of Action</source>
        <translation>Spojenec Vyřazen z boje</translation>
    </message>
    <message>
        <source>Hitting the enemy</source>
        <translation>Zásah nepřítele</translation>
    </message>
    <message>
        <source>Enemy Out of Action</source>
        <translation>Nepřítel Vyřazen z boje</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Spojenec</translation>
    </message>
    <message>
        <source>Enemy</source>
        <translation>Nepřítel</translation>
    </message>
</context>
<context>
    <name>MessageLine</name>
    <message>
        <source>Not saved yet: the event&apos;s database does not answer. It is saved as soon as the database answers again.</source>
        <translation>Zatím neuloženo: databáze turnaje neodpovídá. Uloží se, jakmile databáze znovu odpoví.</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New event</source>
        <translation>Nový turnaj</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Jméno</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Points limit</source>
        <translation>&amp;Bodový limit</translation>
    </message>
    <message>
        <source>The army size of the event; Warzone needs one.</source>
        <translation>Velikost armád na turnaji; Warzone ji potřebuje.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádný</translation>
    </message>
    <message>
        <source>&amp;Rounds planned</source>
        <translation>Plánovaná &amp;kola</translation>
    </message>
    <message>
        <source>How many rounds to pair; the Event page changes it later, and an extra round can always be paired.</source>
        <translation>Kolik kol se bude párovat; později se to mění na stránce Turnaj a další kolo navíc lze spárovat vždy.</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>The event is kept in this file; every change is saved in it at once.</source>
        <translation>Turnaj je uložen v tomto souboru; každá změna se do něj uloží hned.</translation>
    </message>
    <message>
        <source>&amp;File name</source>
        <translation>&amp;Název souboru</translation>
    </message>
    <message>
        <source>In the f&amp;older</source>
        <translation>Ve &amp;složce</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Procházet…</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Založit</translation>
    </message>
    <message>
        <source>Companion events (*%1)</source>
        <translation>Turnaje Companion (*%1)</translation>
    </message>
    <message>
        <source>Choose the file to keep the event in.</source>
        <translation>Zvolte soubor, do kterého se turnaj uloží.</translation>
    </message>
    <message>
        <source>%1 already exists: choose another name (an event file is never replaced).</source>
        <translation>%1 už existuje: zvolte jiný název (soubor turnaje se nikdy nepřepisuje).</translation>
    </message>
</context>
<context>
    <name>PairingView</name>
    <message>
        <source>R&amp;ound</source>
        <translation>&amp;Kolo</translation>
    </message>
    <message>
        <source>&amp;Pair the next round…</source>
        <translation>Spárovat &amp;další kolo…</translation>
    </message>
    <message>
        <source>&amp;Re-pair this round…</source>
        <translation>Zn&amp;ovu spárovat toto kolo…</translation>
    </message>
    <message>
        <source>Pair the current round again, while none of its tables has a result (after a late arrival or a drop).</source>
        <translation>Spárovat aktuální kolo znovu, dokud žádný jeho stůl nemá výsledek (po pozdním příchodu nebo odstoupení).</translation>
    </message>
    <message>
        <source>P&amp;ublish this pairing</source>
        <translation>&amp;Zveřejnit toto párování</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>Za&amp;hodit</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Kolo %1 z %2</translation>
    </message>
    <message>
        <source>The event changed since this pairing was made: it is being paired again.</source>
        <translation>Turnaj se od vytvoření tohoto párování změnil: páruje se znovu.</translation>
    </message>
    <message>
        <source>Round %1: preview, not published yet</source>
        <translation>Kolo %1: náhled, zatím nezveřejněno</translation>
    </message>
    <message>
        <source>No round is paired yet.</source>
        <translation>Zatím není spárované žádné kolo.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) registered. Pair round 1 when they are in.</source>
        <translation>
            <numerusform>Zapsán %n hráč. Spárujte kolo 1, až budou všichni na místě.</numerusform>
            <numerusform>Zapsáni %n hráči. Spárujte kolo 1, až budou všichni na místě.</numerusform>
            <numerusform>Zapsáno %n hráčů. Spárujte kolo 1, až budou všichni na místě.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Kolo %1</translation>
    </message>
    <message>
        <source>Every table has its result.</source>
        <translation>Každý stůl má výsledek.</translation>
    </message>
    <message>
        <source>%1 of %2 tables still without a result.</source>
        <translation>Bez výsledku je ještě %1 z %2 stolů.</translation>
    </message>
    <message>
        <source>Check-in left registered players out of this pairing: pair them too (or, once they are in, only those checked in).</source>
        <translation>Potvrzení příchodu vynechalo z tohoto párování přihlášené hráče: spárujte i je (nebo, až budou zahrnuti, jen ty s potvrzeným příchodem).</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Párování</translation>
    </message>
    <message>
        <source>&amp;Pair an extra round…</source>
        <translation>&amp;Spárovat kolo navíc…</translation>
    </message>
    <message>
        <source>Pair only &amp;checked-in players</source>
        <translation>Spárovat jen hráče s &amp;potvrzeným příchodem</translation>
    </message>
    <message>
        <source>Pair &amp;everyone registered</source>
        <translation>Spárovat &amp;všechny přihlášené</translation>
    </message>
    <message>
        <source>Round %1 (extra)</source>
        <translation>Kolo %1 (navíc)</translation>
    </message>
    <message>
        <source>Round %1, an extra round: preview, not published yet</source>
        <translation>Kolo %1, kolo navíc: náhled, zatím nezveřejněno</translation>
    </message>
    <message>
        <source>Round %1, an extra round</source>
        <translation>Kolo %1, kolo navíc</translation>
    </message>
    <message>
        <source>Every table has its result: the planned rounds are all played, and the standings are final.</source>
        <translation>Každý stůl má svůj výsledek: všechna plánovaná kola jsou odehrána a pořadí je konečné.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n stůl</numerusform>
            <numerusform>%n stoly</numerusform>
            <numerusform>%n stolů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rematch(es)</source>
        <translation>
            <numerusform>%n odveta</numerusform>
            <numerusform>%n odvety</numerusform>
            <numerusform>%n odvet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n same-club pair(s)</source>
        <translation>
            <numerusform>%n dvojice ze stejného klubu</numerusform>
            <numerusform>%n dvojice ze stejného klubu</numerusform>
            <numerusform>%n dvojic ze stejného klubu</numerusform>
        </translation>
    </message>
    <message>
        <source>bye: %1</source>
        <translation>volno: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) back on a table they played on</source>
        <translation>
            <numerusform>%n hráč znovu u stolu, kde už hrál</numerusform>
            <numerusform>%n hráči znovu u stolu, kde už hráli</numerusform>
            <numerusform>%n hráčů znovu u stolu, kde už hráli</numerusform>
        </translation>
    </message>
    <message>
        <source>Check it, then publish it: the players see it only then.</source>
        <translation>Zkontrolujte ho a pak zveřejněte: hráči ho uvidí až potom.</translation>
    </message>
    <message>
        <source>not checked in: %1</source>
        <translation>bez potvrzeného příchodu: %1</translation>
    </message>
    <message>
        <source>dropped: %1</source>
        <translation>odstoupili: %1</translation>
    </message>
    <message>
        <source>joining in a later round: %1</source>
        <translation>nastoupí v pozdějším kole: %1</translation>
    </message>
    <message>
        <source>Left out (%1): %2.</source>
        <translation>Vynecháni (%1): %2.</translation>
    </message>
    <message>
        <source>Everyone registered is paired, checked in or not: the organiser&apos;s choice for this round.</source>
        <translation>Spárováni jsou všichni přihlášení, s potvrzeným příchodem i bez: volba pořadatele pro toto kolo.</translation>
    </message>
    <message>
        <source>Only checked-in players are paired, as players have been checked in. &quot;Pair everyone registered&quot; pairs the others too.</source>
        <translation>Spárováni jsou jen hráči s potvrzeným příchodem, protože příchody se potvrzují. „Spárovat všechny přihlášené“ spáruje i ostatní.</translation>
    </message>
    <message>
        <source>The bye goes to %1, the lowest-ranked player without a bye, after passing over %2: a player in their first round after joining late is not given the bye while anyone else can take it.</source>
        <translation>Volno dostává %1, nejníže umístěný hráč bez volna, po přeskočení hráčů %2: hráč v prvním kole po pozdním nástupu volno nedostane, dokud ho může dostat někdo jiný.</translation>
    </message>
    <message>
        <source>The bye goes to %1: everyone else has had one, so it goes to the lowest-ranked player who joined late.</source>
        <translation>Volno dostává %1: všichni ostatní ho už měli, a tak připadá nejníže umístěnému hráči, který nastoupil později.</translation>
    </message>
    <message>
        <source>The bye goes to %1 again: every player of the round has had one, so it goes to the lowest-ranked.</source>
        <translation>Volno dostává znovu %1: každý hráč kola ho už měl, a tak připadá nejníže umístěnému.</translation>
    </message>
    <message>
        <source>The bye goes to %1, the lowest-ranked player who has not had one.</source>
        <translation>Volno dostává %1, nejníže umístěný hráč, který ho ještě neměl.</translation>
    </message>
    <message>
        <source>Pair an extra round?</source>
        <translation>Spárovat kolo navíc?</translation>
    </message>
    <message>
        <source>The event has %1 rounds planned, and round %2 would be past them. Pair round %2 as an extra round? The standings are final only once it has its results too.</source>
        <translation>Turnaj má plánováno %1 kol a kolo %2 by bylo navíc. Spárovat kolo %2 jako kolo navíc? Pořadí bude konečné, až i ono bude mít své výsledky.</translation>
    </message>
    <message>
        <source>Pairing round %1…</source>
        <translation>Páruji kolo %1…</translation>
    </message>
    <message>
        <source>Publishing round %1…</source>
        <translation>Zveřejňuji kolo %1…</translation>
    </message>
    <message>
        <source>Round %1 is published.</source>
        <translation>Kolo %1 je zveřejněno.</translation>
    </message>
    <message>
        <source>Round %1 is re-paired.</source>
        <translation>Kolo %1 je znovu spárováno.</translation>
    </message>
    <message>
        <source>%1 A backup copy of the event is at %2.</source>
        <translation>%1 Záložní kopie turnaje je v %2.</translation>
    </message>
    <message>
        <source>%1 No backup copy could be made: %2</source>
        <translation>%1 Záložní kopii se nepodařilo vytvořit: %2</translation>
    </message>
    <message>
        <source>Not published: %1. Paired again on the event as it is now.</source>
        <translation>Nezveřejněno: %1. Spárováno znovu podle turnaje, jak je teď.</translation>
    </message>
    <message>
        <source>Round %1 was paired meanwhile by %2: this is their pairing.</source>
        <translation>Kolo %1 mezitím spárovalo stanoviště %2: toto je jeho párování.</translation>
    </message>
</context>
<context>
    <name>PhoneBar</name>
    <message>
        <source>Tables: %1</source>
        <translation>Stoly: %1</translation>
    </message>
    <message>
        <source>D&amp;isputed tables only</source>
        <translation>&amp;Jen sporné stoly</translation>
    </message>
    <message>
        <source>The tables whose players&apos; reports differ or where one disputes the other&apos;s: enter the result the desk settles on.</source>
        <translation>Stoly, kde se hlášení hráčů liší nebo jeden nesouhlasí s druhým: zadej výsledek, na kterém se organizátor usnese.</translation>
    </message>
</context>
<context>
    <name>PhoneStatus</name>
    <message>
        <source>waiting</source>
        <translation>čeká</translation>
    </message>
    <message>
        <source>reported by one player</source>
        <translation>nahlásil jeden hráč</translation>
    </message>
    <message>
        <source>confirmed by both</source>
        <translation>potvrdili oba</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>sporné</translation>
    </message>
    <message>
        <source>entered at the desk</source>
        <translation>zapsáno u stolku</translation>
    </message>
    <message>
        <source>%1, first player conceded</source>
        <translation>%1, první hráč se vzdal</translation>
    </message>
    <message>
        <source>%1, second player conceded</source>
        <translation>%1, druhý hráč se vzdal</translation>
    </message>
    <message>
        <source>reported by one player: %1</source>
        <translation>nahlásil jeden hráč: %1</translation>
    </message>
    <message>
        <source>disputed: %1</source>
        <translation>sporné: %1</translation>
    </message>
    <message>
        <source>%1 reported %2</source>
        <translation>%1 nahlásil(a) %2</translation>
    </message>
    <message>
        <source>%1 confirms it</source>
        <translation>%1 potvrzuje</translation>
    </message>
    <message>
        <source>%1 disputes it</source>
        <translation>%1 nesouhlasí</translation>
    </message>
    <message>
        <source>%1: nothing yet</source>
        <translation>%1: zatím nic</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2 conceded)</source>
        <translation>%1 (%2 vzdal(a))</translation>
    </message>
    <message>
        <source>%1: confirms it</source>
        <translation>%1: potvrzuje</translation>
    </message>
    <message>
        <source>%1: disputes it</source>
        <translation>%1: nesouhlasí</translation>
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
        <translation>Telefony hráčů</translation>
    </message>
    <message>
        <source>Server on this network</source>
        <translation>Server v této síti</translation>
    </message>
    <message>
        <source>What the phones may do</source>
        <translation>Co smějí telefony</translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation>Čas kola</translation>
    </message>
    <message>
        <source>Personal links</source>
        <translation>Osobní odkazy</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>Players join on the venue&apos;s Wi-Fi (or this laptop&apos;s hotspot) by scanning the code or typing the address. The pages are plain HTTP: a personal link is as secret as the slip it is printed on; revoke a leaked one below.</source>
        <translation>Hráči se připojí přes Wi-Fi místa konání (nebo hotspot tohoto notebooku) naskenováním kódu nebo zadáním adresy. Stránky jsou v prostém HTTP: osobní odkaz je tajný jen jako lístek, na kterém je vytištěn; uniklý odkaz níže zruš.</translation>
    </message>
    <message>
        <source>Players may &amp;check in from their phones</source>
        <translation>Hráči smějí &amp;potvrdit účast z telefonu</translation>
    </message>
    <message>
        <source>&amp;Hide the standings while a round&apos;s results come in</source>
        <translation>&amp;Skrýt pořadí, dokud přicházejí výsledky kola</translation>
    </message>
    <message>
        <source>P&amp;IN for the public pages</source>
        <translation>P&amp;IN veřejných stránek</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádný</translation>
    </message>
    <message>
        <source>&amp;Save these settings</source>
        <translation>&amp;Uložit toto nastavení</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>Spus&amp;tit</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pozas&amp;tavit</translation>
    </message>
    <message>
        <source>E&amp;xtend</source>
        <translation>Prodlouž&amp;it</translation>
    </message>
    <message>
        <source>Pla&amp;yer</source>
        <translation>Hrá&amp;č</translation>
    </message>
    <message>
        <source>&amp;Reissue</source>
        <translation>&amp;Nový odkaz</translation>
    </message>
    <message>
        <source>A new link for this player: the old one stops working at once.</source>
        <translation>Nový odkaz pro tohoto hráče: starý hned přestane fungovat.</translation>
    </message>
    <message>
        <source>Re&amp;voke</source>
        <translation>Zr&amp;ušit</translation>
    </message>
    <message>
        <source>Print this &amp;link…</source>
        <translation>Vytisknout tento &amp;odkaz…</translation>
    </message>
    <message>
        <source>Print &amp;every link…</source>
        <translation>Vytisknout &amp;všechny odkazy…</translation>
    </message>
    <message>
        <source>Sto&amp;p the server</source>
        <translation>Zas&amp;tavit server</translation>
    </message>
    <message>
        <source>Start the &amp;server</source>
        <translation>Spustit &amp;server</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Spouští se…</translation>
    </message>
    <message>
        <source>Not serving</source>
        <translation>Neběží</translation>
    </message>
    <message>
        <source>Revoked: reissue to give this player a link again.</source>
        <translation>Zrušeno: novým odkazem dáš hráči odkaz znovu.</translation>
    </message>
    <message>
        <source>Start the server once to know the address of the links.</source>
        <translation>Jednou spusť server, aby byla známa adresa odkazů.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nenastaven</translation>
    </message>
    <message>
        <source>running</source>
        <translation>běží</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pozastaven</translation>
    </message>
    <message>
        <source>%1 left, %2</source>
        <translation>zbývá %1, %2</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Uloženo.</translation>
    </message>
    <message>
        <source>%1 has a new link: the old one no longer works.</source>
        <translation>%1 má nový odkaz: starý už nefunguje.</translation>
    </message>
    <message>
        <source>%1&apos;s link no longer works.</source>
        <translation>Odkaz hráče %1 už nefunguje.</translation>
    </message>
    <message>
        <source>Sent %1 page(s) to the printer.</source>
        <translation>Na tiskárnu odesláno stránek: %1.</translation>
    </message>
</context>
<context>
    <name>PickupPanel</name>
    <message>
        <source>Shoo&amp;t value</source>
        <translation>Střel&amp;ba</translation>
    </message>
    <message>
        <source>&amp;Eye of Mordor captain (+2)</source>
        <translation>K&amp;apitán s Okem Mordoru (+2)</translation>
    </message>
    <message>
        <source>After an enemy &amp;Light of Eärendil throw</source>
        <translation>Po nepřátelském hodu s &amp;Eärendilovým světlem</translation>
    </message>
    <message>
        <source>The model must first pass a Courage test, else it steps back 1″.</source>
        <translation>Model musí nejprve projít testem odvahy, jinak ustoupí o 1″.</translation>
    </message>
    <message>
        <source>Co&amp;urage</source>
        <translation>O&amp;dvaha</translation>
    </message>
    <message>
        <source>Picks the ball up</source>
        <translation>Zvedne míč</translation>
    </message>
    <message>
        <source>The ball bounces 1″</source>
        <translation>Míč odskočí o 1″</translation>
    </message>
    <message>
        <source>Steps back 1″, the ball stays</source>
        <translation>Ustoupí o 1″, míč zůstane</translation>
    </message>
    <message>
        <source>Passes the Courage test first</source>
        <translation>Nejprve projde testem odvahy</translation>
    </message>
    <message>
        <source>The Shoot roll needs %1+.</source>
        <translation>Hod na Střelbu potřebuje %1+.</translation>
    </message>
    <message>
        <source>A failed Courage test makes the model step back 1″ and the ball stays where it is; only a failed pick-up roll bounces it. (Earlier releases counted a failed Courage test as a bounce too.)</source>
        <translation>Neúspěšný test odvahy znamená, že model ustoupí o 1″ a míč zůstane, kde je; odskočí jen po neúspěšném hodu na zvednutí. (Dřívější verze počítaly jako odskok i neúspěšný test odvahy.)</translation>
    </message>
</context>
<context>
    <name>PinButtons</name>
    <message>
        <source>Pin as reference</source>
        <translation>Připnout jako referenci</translation>
    </message>
    <message>
        <source>Freeze this result and compare the next changes against it.</source>
        <translation>Zmrazí tento výsledek a porovnává s ním další změny.</translation>
    </message>
    <message>
        <source>Clear pin</source>
        <translation>Zrušit připnutí</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Frakce</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Přítomen</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Hraje</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>Pevný stůl</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>dropped after round %1</source>
        <translation>odstoupil po kole %1</translation>
    </message>
    <message>
        <source>from round %1</source>
        <translation>od kola %1</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>každé kolo</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Find a player, club or faction</source>
        <translation>Najít hráče, klub nebo frakci</translation>
    </message>
    <message>
        <source>Find a player</source>
        <translation>Najít hráče</translation>
    </message>
    <message>
        <source>Shows only the players whose name, club or faction holds the text.</source>
        <translation>Zobrazí jen hráče, jejichž jméno, klub nebo frakce obsahuje zadaný text.</translation>
    </message>
    <message>
        <source>Im&amp;port CSV…</source>
        <translation>&amp;Importovat CSV…</translation>
    </message>
    <message>
        <source>A CSV file with the header name,club,faction (club and faction optional; in English, Italian or Czech), one player a line, separated by commas, semicolons or tabs, as a spreadsheet saves it; other columns (paid, e-mail…) are left out. You see the players, and the columns left out, before any is added.</source>
        <translation>Soubor CSV se záhlavím name,club,faction (club a faction nepovinné; anglicky, italsky nebo česky), jeden hráč na řádek, oddělený čárkami, středníky nebo tabulátory, jak ho uloží tabulkový procesor; ostatní sloupce (zaplaceno, e-mail…) se vynechají. Hráče i vynechané sloupce uvidíte dřív, než se kterýkoli přidá.</translation>
    </message>
    <message>
        <source>Chec&amp;k in</source>
        <translation>Potvrdit &amp;příchod</translation>
    </message>
    <message>
        <source>Check &amp;out</source>
        <translation>Zrušit příc&amp;hod</translation>
    </message>
    <message>
        <source>Drop from the n&amp;ext round</source>
        <translation>&amp;Odstoupit od dalšího kola</translation>
    </message>
    <message>
        <source>&amp;Reinstate</source>
        <translation>&amp;Vrátit do turnaje</translation>
    </message>
    <message>
        <source>Dropped players play again, from the next round paired.</source>
        <translation>Hráči, kteří odstoupili, znovu hrají od příštího spárovaného kola.</translation>
    </message>
    <message>
        <source>&amp;Late join…</source>
        <translation>Pozdní pří&amp;chod…</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Přidat hráče</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Jméno</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Klub</translation>
    </message>
    <message>
        <source>Fact&amp;ion</source>
        <translation>&amp;Frakce</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>Při&amp;dat</translation>
    </message>
    <message>
        <source>Selected player</source>
        <translation>Vybraný hráč</translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation>J&amp;méno</translation>
    </message>
    <message>
        <source>Clu&amp;b</source>
        <translation>Klu&amp;b</translation>
    </message>
    <message>
        <source>Fac&amp;tion</source>
        <translation>Fr&amp;akce</translation>
    </message>
    <message>
        <source>Fi&amp;xed table</source>
        <translation>P&amp;evný stůl</translation>
    </message>
    <message>
        <source>A table this player always gets (accessibility); none: any table.</source>
        <translation>Stůl, který tento hráč dostane vždy (bezbariérovost); žádný: jakýkoli stůl.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádný</translation>
    </message>
    <message>
        <source>&amp;Save the player</source>
        <translation>&amp;Uložit hráče</translation>
    </message>
    <message>
        <source>&amp;QR code for the phone…</source>
        <translation>&amp;QR kód pro telefon…</translation>
    </message>
    <message>
        <source>This player&apos;s personal link for their phone: its QR code, to print, reissue or revoke.</source>
        <translation>Osobní odkaz tohoto hráče pro jeho telefon: jeho QR kód k vytištění, obnovení nebo zrušení.</translation>
    </message>
    <message>
        <source>%1 players: %2 playing (%3 checked in), dropped: %4</source>
        <translation>Hráčů: %1, hraje: %2 (přítomno: %3), odstoupilo: %4</translation>
    </message>
    <message>
        <source>%1 players, %2 checked in</source>
        <translation>Hráčů: %1, přítomno: %2</translation>
    </message>
    <message>
        <source>%1 is registered.</source>
        <translation>%1 je zapsán.</translation>
    </message>
    <message>
        <source>%1 is registered and plays from round %2.</source>
        <translation>%1 je zapsán a hraje od kola %2.</translation>
    </message>
    <message>
        <source>%1 is saved.</source>
        <translation>%1 je uložen.</translation>
    </message>
    <message>
        <source>Not saved: %1. The form now shows the player as saved.</source>
        <translation>Neuloženo: %1. Formulář teď ukazuje hráče tak, jak je uložený.</translation>
    </message>
    <message numerus="yes">
        <source>Checked in %n player(s): %1</source>
        <translation>
            <numerusform>Potvrzen příchod %n hráče: %1</numerusform>
            <numerusform>Potvrzen příchod %n hráčů: %1</numerusform>
            <numerusform>Potvrzen příchod %n hráčů: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked out %n player(s): %1</source>
        <translation>
            <numerusform>Zrušen příchod %n hráče: %1</numerusform>
            <numerusform>Zrušen příchod %n hráčů: %1</numerusform>
            <numerusform>Zrušen příchod %n hráčů: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drop the %n selected player(s) from round %1 on? They are not paired again unless they are reinstated.</source>
        <translation>
            <numerusform>Má %n vybraný hráč odstoupit od kola %1? Už nebude párován, pokud nebude vrácen do turnaje.</numerusform>
            <numerusform>Mají %n vybraní hráči odstoupit od kola %1? Už nebudou párováni, pokud nebudou vráceni do turnaje.</numerusform>
            <numerusform>Má %n vybraných hráčů odstoupit od kola %1? Už nebudou párováni, pokud nebudou vráceni do turnaje.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop players</source>
        <translation>Odstoupení hráčů</translation>
    </message>
    <message>
        <source>Dropped from round %1 on: %2</source>
        <translation>Odstoupili od kola %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Reinstated %n player(s), playing again from round %1: %2</source>
        <translation>
            <numerusform>Vrácen %n hráč, znovu hraje od kola %1: %2</numerusform>
            <numerusform>Vráceni %n hráči, znovu hrají od kola %1: %2</numerusform>
            <numerusform>Vráceno %n hráčů, znovu hrají od kola %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Late join</source>
        <translation>Pozdní příchod</translation>
    </message>
    <message>
        <source>The first round %1 plays in:</source>
        <translation>První kolo, které %1 hraje:</translation>
    </message>
    <message>
        <source>%1 plays from round %2.</source>
        <translation>%1 hraje od kola %2.</translation>
    </message>
    <message>
        <source>%1 Re-pair round %2 on the Round page to seat them.</source>
        <translation>%1 Znovu spárujte kolo %2 na stránce Kolo, aby dostal stůl.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importovat hráče</translation>
    </message>
    <message>
        <source>Nothing imported: %1, line %2: %3</source>
        <translation>Nic neimportováno: %1, řádek %2: %3</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>Nic neimportováno: %1</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Soubory CSV (*.csv *.txt);;Všechny soubory (*)</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s) from %1.</source>
        <translation>
            <numerusform>Importován %n hráč z %1.</numerusform>
            <numerusform>Importováni %n hráči z %1.</numerusform>
            <numerusform>Importováno %n hráčů z %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlotFrame</name>
    <message>
        <source>Chart: %1</source>
        <translation>Graf: %1</translation>
    </message>
    <message>
        <source>%1 Arrow keys read one item at a time.</source>
        <translation>%1 Šipky čtou jednu položku po druhé.</translation>
    </message>
</context>
<context>
    <name>Printouts</name>
    <message>
        <source>Updated %1</source>
        <translation>Aktualizováno %1</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Párování</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>No round has been paired yet.</source>
        <translation>Zatím nebylo spárováno žádné kolo.</translation>
    </message>
    <message>
        <source>Made with Companion</source>
        <translation>Vytvořeno v aplikaci Companion</translation>
    </message>
    <message>
        <source>Find your name</source>
        <translation>Najděte své jméno</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>No table has a player of that name.</source>
        <translation>U žádného stolu nesedí hráč s tímto jménem.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Stůl %1</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 b.</translation>
    </message>
    <message>
        <source>All players A–Z</source>
        <translation>Všichni hráči A–Z</translation>
    </message>
    <message>
        <source>Result slips</source>
        <translation>Výsledkové lístky</translation>
    </message>
    <message>
        <source>The printer or the file cannot be written to.</source>
        <translation>Na tiskárnu ani do souboru nelze zapisovat.</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Strana %1 z %2</translation>
    </message>
    <message>
        <source>Result slip</source>
        <translation>Výsledkový lístek</translation>
    </message>
    <message>
        <source>Tick the box of a player who concedes: they lose the game.</source>
        <translation>Zaškrtněte políčko hráče, který se vzdává: hru prohrává.</translation>
    </message>
    <message>
        <source>A draw when the two VP totals differ by %1 or less.</source>
        <translation>Remíza, když se součty VP liší o %1 nebo méně.</translation>
    </message>
    <message>
        <source>Both players sign; hand the slip to the desk.</source>
        <translation>Oba hráči podepíší; lístek odevzdejte organizátorům.</translation>
    </message>
    <message>
        <source>Or report it from your phone: scan your code (it is yours only).</source>
        <translation>Nebo ho nahlas z telefonu: naskenuj svůj kód (je jen tvůj).</translation>
    </message>
    <message>
        <source>For the desk: entered</source>
        <translation>Pro organizátory: zapsáno</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>První hráč</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Druhý hráč</translation>
    </message>
    <message>
        <source>Faction: %1</source>
        <translation>Frakce: %1</translation>
    </message>
    <message>
        <source>Club: %1</source>
        <translation>Klub: %1</translation>
    </message>
    <message>
        <source>Victory points (VP)</source>
        <translation>Vítězné body (VP)</translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation>Vzdal se</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Podpis</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 bodů</translation>
    </message>
    <message>
        <source>Before round 1</source>
        <translation>Před 1. kolem</translation>
    </message>
    <message>
        <source>Final standings after round %1 of %2</source>
        <translation>Konečné pořadí po kole %1 z %2</translation>
    </message>
    <message>
        <source>After round %1 of %2</source>
        <translation>Po %1. kole z %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Kolo %1 z %2</translation>
    </message>
    <message>
        <source>Printed %1</source>
        <translation>Vytištěno %1</translation>
    </message>
    <message>
        <source>Pairings by table</source>
        <translation>Párování podle stolů</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Párování podle jmen</translation>
    </message>
    <message>
        <source>Faction statistics</source>
        <translation>Statistiky frakcí</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Volno</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Frakce</translation>
    </message>
    <message>
        <source>W–D–L</source>
        <translation>V–R–P</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Volna</translation>
    </message>
    <message>
        <source>Bonus/penalty</source>
        <translation>Bonus/penalizace</translation>
    </message>
    <message>
        <source>%1 (dropped)</source>
        <translation>%1 (odstoupil)</translation>
    </message>
    <message>
        <source>Provisional: %1 of %2 results of round %3 entered.</source>
        <translation>Předběžné: zapsáno %1 z %2 výsledků %3. kola.</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>Best painted</source>
        <translation>Nejlépe malovaná armáda</translation>
    </message>
    <message>
        <source>Best sport</source>
        <translation>Nejsportovnější hráč</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Podíl výher</translation>
    </message>
    <message>
        <source>VP scored (avg.)</source>
        <translation>Získané VP (průměr)</translation>
    </message>
    <message>
        <source>VP conceded (avg.)</source>
        <translation>Ztracené VP (průměr)</translation>
    </message>
    <message>
        <source>Mirrors</source>
        <translation>Zrcadlové</translation>
    </message>
    <message>
        <source>(no faction)</source>
        <translation>(bez frakce)</translation>
    </message>
    <message>
        <source>Games with a result only. A bye is no game: counted apart, in no rate. A mirror match (both players of one faction) is counted apart, in no games, rate or average. Win rate: wins ÷ games. Faction names differing only in case, spaces or accents are one faction.</source>
        <translation>Jen hry s výsledkem. Volno není hra: počítá se zvlášť, do žádného podílu. Zrcadlová hra (oba hráči jedné frakce) se počítá zvlášť, do žádných her, podílu ani průměru. Podíl výher: výhry ÷ hry. Názvy frakcí lišící se jen velikostí písmen, mezerami nebo diakritikou jsou jedna frakce.</translation>
    </message>
    <message>
        <source>vs %1</source>
        <translation>vs %1</translation>
    </message>
    <message>
        <source>Each row&apos;s wins–draws–losses against the column&apos;s faction. The diagonal holds the mirror matches, each side counted; a dash: never met.</source>
        <translation>Výhry–remízy–prohry každého řádku proti frakci ve sloupci. Na úhlopříčce zrcadlové zápasy, počítá se každá strana; pomlčka: nikdy se nesetkaly.</translation>
    </message>
    <message>
        <source>Faction against faction</source>
        <translation>Frakce proti frakci</translation>
    </message>
    <message>
        <source>SoS</source>
        <translation>SoS</translation>
    </message>
    <message>
        <source>VP diff.</source>
        <translation>Rozdíl VP</translation>
    </message>
    <message>
        <source>VP scored</source>
        <translation>Získané VP</translation>
    </message>
    <message>
        <source>Painting</source>
        <translation>Malování</translation>
    </message>
    <message>
        <source>Sport</source>
        <translation>Sport</translation>
    </message>
    <message>
        <source>Personal link</source>
        <translation>Osobní odkaz</translation>
    </message>
    <message>
        <source>Scan it with your phone&apos;s camera for your own page at this event: report your results, confirm your opponent&apos;s, check in. It is yours only: keep it to yourself.</source>
        <translation>Naskenuj ho fotoaparátem telefonu a otevře se tvoje stránka této události: nahlásíš výsledky, potvrdíš soupeřovy, potvrdíš příchod. Je jen tvůj: nikomu ho nedávej.</translation>
    </message>
    <message>
        <source>Personal links</source>
        <translation>Osobní odkazy</translation>
    </message>
</context>
<context>
    <name>ProjectorControls</name>
    <message>
        <source>&amp;Screen</source>
        <translation>&amp;Obrazovka</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <source>Seconds per &amp;page</source>
        <translation>Sekund na &amp;stránku</translation>
    </message>
    <message>
        <source>Round &amp;timer</source>
        <translation>Č&amp;asomíra kola</translation>
    </message>
    <message>
        <source>Hi&amp;de the standings during a round</source>
        <translation>S&amp;krýt pořadí během kola</translation>
    </message>
    <message>
        <source>While the current round has tables without a result, the projector shows its pairings instead, and the standings once the last result is in.</source>
        <translation>Dokud má probíhající kolo stoly bez výsledku, projektor místo pořadí ukazuje jeho párování a pořadí až po zadání posledního výsledku.</translation>
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
        <translation>Párování podle stolů</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Párování podle jmen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Screen %1</source>
        <translation>Obrazovka %1</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
    <message>
        <source>&amp;Close the projector</source>
        <translation>Zavřít p&amp;rojektor</translation>
    </message>
    <message>
        <source>Show on the p&amp;rojector</source>
        <translation>Zobrazit na p&amp;rojektoru</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Zastavit</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Spustit</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pozastavit</translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>Projector</source>
        <translation>Projektor</translation>
    </message>
    <message>
        <source>%1 (provisional: %2 of %3 results in)</source>
        <translation>%1 (předběžné: zadáno %2 z %3 výsledků)</translation>
    </message>
    <message>
        <source>%1 (the standings follow when the round&apos;s results are in)</source>
        <translation>%1 (pořadí bude zobrazeno po zadání všech výsledků kola)</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Čas!</translation>
    </message>
    <message>
        <source>No round has been paired yet.</source>
        <translation>Zatím nebylo spárováno žádné kolo.</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Strana %1 z %2</translation>
    </message>
    <message>
        <source>Not updated since %1</source>
        <translation>Neaktualizováno od %1</translation>
    </message>
</context>
<context>
    <name>RammingPanel</name>
    <message>
        <source>Enemy model</source>
        <translation>Nepřátelský model</translation>
    </message>
    <message>
        <source>Enemy vehicle</source>
        <translation>Nepřátelské vozidlo</translation>
    </message>
    <message>
        <source>Terrain piece</source>
        <translation>Terénní prvek</translation>
    </message>
    <message>
        <source>Friendly model</source>
        <translation>Spřátelený model</translation>
    </message>
    <message>
        <source>Ramming vehicle</source>
        <translation>Taranující vozidlo</translation>
    </message>
    <message>
        <source>SZ</source>
        <translation>SZ</translation>
    </message>
    <message>
        <source>Driver&apos;s &amp;LD</source>
        <translation>LD ř&amp;idiče</translation>
    </message>
    <message>
        <source>AR</source>
        <translation>AR</translation>
    </message>
    <message>
        <source>&amp;Wounds left</source>
        <translation>Z&amp;bývající zranění</translation>
    </message>
    <message>
        <source>The wounds the vehicle has left.</source>
        <translation>Zranění, která vozidlu zbývají.</translation>
    </message>
    <message>
        <source>Fl&amp;ying</source>
        <translation>&amp;Létající</translation>
    </message>
    <message>
        <source>Flying vehicles cannot ram.</source>
        <translation>Létající vozidla nemohou taranovat.</translation>
    </message>
    <message>
        <source>&amp;Biped</source>
        <translation>&amp;Dvounohé</translation>
    </message>
    <message>
        <source>Bipeds cannot ram.</source>
        <translation>Dvounohá vozidla nemohou taranovat.</translation>
    </message>
    <message>
        <source>&amp;Impenetrability</source>
        <translation>N&amp;eprůstřelnost</translation>
    </message>
    <message>
        <source>Immune to close-combat Natural Attacks of base DAM 10 or less.</source>
        <translation>Imunní vůči Přirozeným útokům na blízko se základním DAM 10 nebo méně.</translation>
    </message>
    <message>
        <source>Path, in order from the vehicle</source>
        <translation>Dráha, v pořadí od vozidla</translation>
    </message>
    <message>
        <source>Path &amp;rows: Tab moves between cells, typing or F2 edits, Space ticks a box, Ctrl+Tab leaves the table. Insert copies the selected row, Delete removes it, Ctrl+Up and Ctrl+Down move it.</source>
        <translation>Řádky d&amp;ráhy: Tab přechází mezi buňkami, psaní nebo F2 upravuje, mezerník zaškrtává, Ctrl+Tab opouští tabulku. Insert zkopíruje vybraný řádek, Delete ho odstraní, Ctrl+Up a Ctrl+Down ho posouvají.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
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
        <translation>Vyčkávání</translation>
    </message>
    <message>
        <source>Impen.</source>
        <translation>Neprůst.</translation>
    </message>
    <message>
        <source>An enemy model, an enemy vehicle, a terrain piece or a friendly model</source>
        <translation>Nepřátelský model, nepřátelské vozidlo, terénní prvek nebo spřátelený model</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Pancíř</translation>
    </message>
    <message>
        <source>Wounds left</source>
        <translation>Zbývající zranění</translation>
    </message>
    <message>
        <source>Leadership (used to Take Cover)</source>
        <translation>Velení (pro Skrýt se)</translation>
    </message>
    <message>
        <source>On Wait: tries to Take Cover</source>
        <translation>Ve Vyčkávání: zkusí se Skrýt</translation>
    </message>
    <message>
        <source>Impenetrability</source>
        <translation>Neprůstřelnost</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>What happens at each row of the path</source>
        <translation>Co se stane na každém řádku trasy</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Řádek</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>Dosažen</translation>
    </message>
    <message>
        <source>Took cover</source>
        <translation>Skryl se</translation>
    </message>
    <message>
        <source>Rammed</source>
        <translation>Taranován</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Odstraněn</translation>
    </message>
    <message>
        <source>Vehicle stops here</source>
        <translation>Vozidlo zde zastaví</translation>
    </message>
    <message>
        <source>Wounds taken</source>
        <translation>Utržená zranění</translation>
    </message>
    <message>
        <source>Wounds the vehicle takes</source>
        <translation>Zranění, která vozidlo utrží</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>Path row</source>
        <translation>Řádek dráhy</translation>
    </message>
    <message>
        <source>Tests applied, step by step</source>
        <translation>Provedené testy, krok za krokem</translation>
    </message>
    <message>
        <source>How the rules are read here: every test is a D20 roll at or under the target, a natural 1 always passes and a natural 20 always fails. This is one ram Action; carrying on with a further Action is a new calculation with the rest of the path. W is the wounds a model or the vehicle has left. An enemy vehicle on Wait may Take Cover with its driver&apos;s LD, and counts for the driver tests like a model. A path model&apos;s Impenetrability changes nothing, because ram damage is AV-0; an Impenetrable ramming vehicle ignores Natural Attacks of DAM 10 or less (the damage of SZ 1 and 2 models). Both sides of a collision take their damage at the same time. When a collision both wounds the vehicle and ends its Round, the stop is counted as end of Round; a destroyed vehicle is counted as destroyed. All figures include the chance that the ram is not allowed.</source>
        <translation>Jak se zde pravidla vykládají: každý test je hod D20 rovný cílové hodnotě nebo nižší, přirozená 1 vždy uspěje a přirozená 20 vždy selže. Jde o jednu Akci taranování; pokračování další Akcí je nový výpočet se zbytkem dráhy. W jsou zranění, která modelu nebo vozidlu zbývají. Nepřátelské vozidlo ve Vyčkávání se může Skrýt s LD svého řidiče a pro testy řidiče se počítá jako model. Neprůstřelnost modelu na dráze nic nemění, protože poškození z taranování je AV-0; neprůstřelné taranující vozidlo ignoruje Přirozené útoky s DAM 10 nebo méně (poškození modelů SZ 1 a 2). Obě strany srážky utrží poškození současně. Když srážka vozidlo zraní a zároveň ukončí jeho Kolo, zastavení se počítá jako konec Kola; zničené vozidlo se počítá jako zničené. Všechna čísla zahrnují šanci, že taranování není povoleno.</translation>
    </message>
    <message>
        <source>Ram allowed (every driver test passed)</source>
        <translation>Taranování povoleno (všechny testy řidiče úspěšné)</translation>
    </message>
    <message>
        <source>Vehicle runs its whole path</source>
        <translation>Vozidlo projede celou dráhu</translation>
    </message>
    <message>
        <source>Vehicle stops after a wound (ends its Action)</source>
        <translation>Vozidlo zastaví po zranění (končí svou Akci)</translation>
    </message>
    <message>
        <source>Vehicle stops and ends its Round</source>
        <translation>Vozidlo zastaví a končí své Kolo</translation>
    </message>
    <message>
        <source>Vehicle destroyed</source>
        <translation>Vozidlo zničeno</translation>
    </message>
    <message>
        <source>Expected models removed</source>
        <translation>Očekávané odstraněné modely</translation>
    </message>
    <message>
        <source>Expected wounds on the vehicle</source>
        <translation>Očekávaná zranění vozidla</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>zranění</translation>
    </message>
    <message>
        <source>end of Round</source>
        <translation>konec Kola</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zničeno</translation>
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
        <translation>%1 (odstraněn)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>nedosažen</translation>
    </message>
    <message>
        <source>took cover</source>
        <translation>skryl se</translation>
    </message>
    <message>
        <source>rammed, not removed</source>
        <translation>taranován, neodstraněn</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>odstraněn</translation>
    </message>
    <message>
        <source>%1 (destroyed)</source>
        <translation>%1 (zničeno)</translation>
    </message>
    <message>
        <source>Every driver test must pass before the first collision: the ram is allowed with %1.</source>
        <translation>Před první srážkou musí uspět všechny testy řidiče: taranování je povoleno s pravděpodobností %1.</translation>
    </message>
    <message>
        <source>No driver test is needed: the ram is always allowed.</source>
        <translation>Žádný test řidiče není potřeba: taranování je vždy povoleno.</translation>
    </message>
    <message>
        <source>A wound from any collision stops the vehicle at once and ends its Action.</source>
        <translation>Zranění z jakékoli srážky vozidlo okamžitě zastaví a ukončí jeho Akci.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No ram: a flying vehicle cannot ram.</source>
        <translation>Bez taranování: létající vozidlo nemůže taranovat.</translation>
    </message>
    <message>
        <source>No ram: a biped cannot ram.</source>
        <translation>Bez taranování: dvounohé vozidlo nemůže taranovat.</translation>
    </message>
    <message>
        <source>No ram: row %1 is a friendly model, and a friendly model on the path forbids the ram.</source>
        <translation>Bez taranování: řádek %1 je spřátelený model a spřátelený model na dráze taranování zakazuje.</translation>
    </message>
    <message>
        <source>a terrain piece</source>
        <translation>terénní prvek</translation>
    </message>
    <message>
        <source>an enemy vehicle of SZ 3 or more</source>
        <translation>nepřátelské vozidlo se SZ 3 nebo více</translation>
    </message>
    <message>
        <source>a model at least 2 SZ larger than the vehicle</source>
        <translation>model alespoň o 2 SZ větší než vozidlo</translation>
    </message>
    <message>
        <source>Row %1 is %2: after this collision the vehicle stops and ends its Round.</source>
        <translation>Řádek %1 je %2: po této srážce vozidlo zastaví a končí své Kolo.</translation>
    </message>
    <message>
        <source>(a natural 20 still fails)</source>
        <translation>(přirozená 20 přesto selže)</translation>
    </message>
    <message>
        <source>(only a natural 1 passes)</source>
        <translation>(uspěje jen přirozená 1)</translation>
    </message>
    <message>
        <source>Row %1, driver test: LD %2 − %3 (SZ %4 vs %5) = %6: %7</source>
        <translation>Řádek %1, test řidiče: LD %2 − %3 (SZ %4 vs %5) = %6: %7</translation>
    </message>
    <message>
        <source>Row %1, driver test for a terrain piece: LD %2 − %3 = %6: %7</source>
        <translation>Řádek %1, test řidiče pro terénní prvek: LD %2 − %3 = %6: %7</translation>
    </message>
    <message>
        <source>Row %1 is on Wait and tries to Take Cover: LD %2 + %3 (vehicle SZ) = %6: %7</source>
        <translation>Řádek %1 je ve Vyčkávání a zkouší se Skrýt: LD %2 + %3 (SZ vozidla) = %6: %7</translation>
    </message>
    <message>
        <source>AV-0</source>
        <translation>AV-0</translation>
    </message>
    <message>
        <source>Natural Attack</source>
        <translation>Přirozený útok</translation>
    </message>
    <message>
        <source>If rammed, row %1 falls Prone and takes DAM %2 × %3, %4, against its AR %5: each damage test wounds with %6.</source>
        <translation>Je-li taranován, řádek %1 se stane Ležícím a utrží DAM %2 × %3, %4, proti svému AR %5: každý test poškození zraní s pravděpodobností %6.</translation>
    </message>
    <message>
        <source>Its Impenetrability does not stop AV-0 damage.</source>
        <translation>Jeho Neprůstřelnost poškození AV-0 nezastaví.</translation>
    </message>
    <message>
        <source>Row %1 hits back with a %4 of DAM %2 × %3: the vehicle&apos;s Impenetrability stops it (DAM 10 or less).</source>
        <translation>Řádek %1 vrací úder (%4) s DAM %2 × %3: Neprůstřelnost vozidla ho zastaví (DAM 10 nebo méně).</translation>
    </message>
    <message>
        <source>Row %1 is a terrain piece: the vehicle takes the damage it would deal ramming itself, DAM %2 × %3, %4, against its AR %5: each damage test wounds with %6.</source>
        <translation>Řádek %1 je terénní prvek: vozidlo utrží poškození, které by samo způsobilo taranováním, DAM %2 × %3, %4, proti svému AR %5: každý test poškození zraní s pravděpodobností %6.</translation>
    </message>
    <message>
        <source>Row %1 hits back with DAM %2 × %3, %4, against the vehicle&apos;s AR %5: each damage test wounds with %6.</source>
        <translation>Řádek %1 vrací úder s DAM %2 × %3, %4, proti AR vozidla %5: každý test poškození zraní s pravděpodobností %6.</translation>
    </message>
</context>
<context>
    <name>ReferencePage</name>
    <message>
        <source>Terrain in the jungle</source>
        <translation>Terén v džungli</translation>
    </message>
    <message>
        <source>Undergrowth (Czech: Podrost)</source>
        <translation>Podrost (Undergrowth)</translation>
    </message>
    <message>
        <source>Slows movement like difficult terrain but leaves line of sight open. Units that move freely through woods or jungle move freely here too.</source>
        <translation>Zpomaluje pohyb jako těžký terén, ale neblokuje výhled. Jednotky, které se volně pohybují lesem nebo džunglí, se volně pohybují i zde.</translation>
    </message>
    <message>
        <source>Light jungle (Czech: Lehká džungle)</source>
        <translation>Lehká džungle (Light jungle)</translation>
    </message>
    <message>
        <source>Plays exactly like an ordinary wood.</source>
        <translation>Hraje se přesně jako obyčejný les.</translation>
    </message>
    <message>
        <source>Dense jungle (Czech: Hustá džungle)</source>
        <translation>Hustá džungle (Dense jungle)</translation>
    </message>
    <message>
        <source>Only skirmishers, and so units in loose order, may go in. Shooting at models inside it suffers −2 to hit (the Shooting page has it as a cover choice).</source>
        <translation>Vstoupit do ní mohou jen jednotky ve skirmish formaci, a tedy i jednotky ve volné formaci. Střelba na modely uvnitř má postih −2 na zásah (stránka Střelba ji nabízí jako druh krytu).</translation>
    </message>
    <message>
        <source>Impassable jungle (Czech: Neprostupná džungle)</source>
        <translation>Neprostupná džungle (Impassable jungle)</translation>
    </message>
    <message>
        <source>Impassable terrain: nothing enters it.</source>
        <translation>Neprůchodný terén: nic do ní nevstoupí.</translation>
    </message>
    <message>
        <source>Before deploying</source>
        <translation>Před rozestavením</translation>
    </message>
    <message>
        <source>Both players agree which terrain piece on the table is which of these types.</source>
        <translation>Oba hráči se dohodnou, který terénní prvek na stole je kterého z těchto typů.</translation>
    </message>
    <message>
        <source>Flyers (Czech: Letci)</source>
        <translation>Letci (Flyers)</translation>
    </message>
    <message>
        <source>Unit strength 1 (Czech: US 1)</source>
        <translation>Síla jednotky 1 (US 1)</translation>
    </message>
    <message>
        <source>The tangled canopy limits a flying move to 15 inches.</source>
        <translation>Spletité koruny stromů omezují pohyb letem na 15 palců.</translation>
    </message>
    <message>
        <source>Unit strength above 1</source>
        <translation>Síla jednotky větší než 1</translation>
    </message>
    <message>
        <source>Larger flyers manage only 10 inches.</source>
        <translation>Větší letci zvládnou jen 10 palců.</translation>
    </message>
    <message>
        <source>Loose order (Czech: Volná formace)</source>
        <translation>Volná formace (Loose order)</translation>
    </message>
    <message>
        <source>Who and when</source>
        <translation>Kdo a kdy</translation>
    </message>
    <message>
        <source>Infantry whose models are all unit strength 1 may switch into loose order, or back, once a turn at the start of the remaining-moves step. The switch counts as a reform; with a musician the unit may still move afterwards.</source>
        <translation>Pěchota, jejíž modely mají všechny sílu jednotky 1, může jednou za kolo na začátku kroku zbývajících pohybů (remaining moves) přejít do volné formace nebo zpět. Změna se počítá jako přeformování (reform); s muzikantem se jednotka může poté ještě pohnout.</translation>
    </message>
    <message>
        <source>How it plays</source>
        <translation>Jak se hraje</translation>
    </message>
    <message>
        <source>Like a skirmishing unit, with four differences: no marching with an enemy within 8 inches; enemies shooting at it get no −1 for skirmishers; it cannot shoot; its models all face the same way, to tell it apart from skirmishers.</source>
        <translation>Jako jednotka ve skirmish formaci, se čtyřmi rozdíly: nesmí pochodovat, je-li nepřítel do 8 palců; nepřátelé, kteří na ni střílejí, nemají postih −1 za skirmish; nemůže střílet; všechny její modely hledí stejným směrem, aby se odlišila od skirmish jednotek.</translation>
    </message>
    <message>
        <source>Black powder (Czech: Střelný prach)</source>
        <translation>Střelný prach (Black powder)</translation>
    </message>
    <message>
        <source>Every volley</source>
        <translation>Každá salva</translation>
    </message>
    <message>
        <source>The firing unit rolls one D6 for its black-powder (or warpstone) weapons. On a 1 the powder is damp and the shot loses armour piercing; 2 to 5 is a normal shot; on a 6 the shot is overcharged with +2 Strength, but the weapon is ruined for the rest of the game. The Shooting page works out the odds.</source>
        <translation>Střílející jednotka hodí jednou D6 za své zbraně na střelný prach (nebo warpstoun). Na 1 je prach zvlhlý a střela ztrácí průraznost; 2 až 5 je normální střela; na 6 je střela přebitá se Sílou +2, ale zbraň je zničena do konce hry. Šance spočítá stránka Střelba.</translation>
    </message>
    <message>
        <source>Starting a jungle battle</source>
        <translation>Začátek bitvy v džungli</translation>
    </message>
    <message>
        <source>1. Terrain</source>
        <translation>1. Terén</translation>
    </message>
    <message>
        <source>Agree the type of every terrain piece (see above).</source>
        <translation>Dohodněte typ každého terénního prvku (viz výše).</translation>
    </message>
    <message>
        <source>2. Encounter points</source>
        <translation>2. Body překvapení</translation>
    </message>
    <message>
        <source>Roll D6+6 once; each player gets that many points for the whole battle.</source>
        <translation>Jednou hoďte D6+6; každý hráč dostane tolik bodů na celou bitvu.</translation>
    </message>
    <message>
        <source>3. Deployment</source>
        <translation>3. Rozestavení</translation>
    </message>
    <message>
        <source>Deploy as the scenario says.</source>
        <translation>Rozestavte se podle scénáře.</translation>
    </message>
    <message>
        <source>4. Events (Czech: Události)</source>
        <translation>4. Události (Events)</translation>
    </message>
    <message>
        <source>Each player rolls 2D6 on the events table, unless the scenario changes this. Lizardmen may re-roll some results (see the Events page).</source>
        <translation>Každý hráč hodí 2D6 na tabulku událostí, pokud scénář neurčí jinak. Lizardmeni mohou některé výsledky přehodit (viz stránka Události).</translation>
    </message>
    <message>
        <source>5. First turn</source>
        <translation>5. První kolo</translation>
    </message>
    <message>
        <source>Decide who starts; a Monkey Run adds +1 to that roll, and is rolled again when the scenario already fixes who starts.</source>
        <translation>Rozhodněte, kdo začíná; událost A opičky běží (Monkey Run) přidává k tomuto hodu +1 a hází se znovu, pokud scénář už určuje, kdo začíná.</translation>
    </message>
    <message>
        <source>Every turn: jungle encounters (Czech: Překvapení z džungle)</source>
        <translation>Každé kolo: překvapení z džungle (Encounters)</translation>
    </message>
    <message>
        <source>A new Encounters phase comes between Magic and Shooting. First check every encounter on the table again against units of both players in range (the tracker on the Encounters page lists them). Then the active player may pay points for a terrain piece (jungle 1, anything else 2, each piece at most once a phase), roll 2D6 for the encounter, place the large template at a point inside that piece and resolve it. Mark the encounter on the table: it stays. Its damage counts as non-magical shooting, and heavy losses mean a Panic test at the end of the phase.</source>
        <translation>Mezi fází magie a střelby přibývá nová fáze překvapení. Nejprve znovu zkontrolujte každé překvapení na stole proti jednotkám obou hráčů v dosahu (záznam na stránce Překvapení je vypisuje). Pak smí aktivní hráč zaplatit body za terénní prvek (džungle 1, cokoli jiného 2, každý prvek nejvýše jednou za fázi), hodit 2D6 na překvapení, položit velkou šablonu na bod uvnitř prvku a vyhodnotit je. Překvapení na stole označte: zůstává. Jeho zranění se počítají jako nemagická střelba a těžké ztráty znamenají test paniky na konci fáze.</translation>
    </message>
    <message>
        <source>Fighting in the jungles of Lustria</source>
        <translation>Boj v džunglích Lustrie</translation>
    </message>
    <message>
        <source>A short summary of the jungle rules, in our words. The Czech terms are those of the community text the rules come from.</source>
        <translation>Krátké shrnutí pravidel pro džungli našimi slovy. České termíny jsou ty z komunitního textu, z něhož pravidla pocházejí.</translation>
    </message>
    <message>
        <source>F&amp;ilter:</source>
        <translation>&amp;Filtr:</translation>
    </message>
    <message>
        <source>The house rules</source>
        <translation>Domácí pravidla</translation>
    </message>
    <message>
        <source>Words from a rule&apos;s English or Italian name or its summary</source>
        <translation>Slova z názvu pravidla, jeho italského názvu nebo shrnutí</translation>
    </message>
    <message>
        <source>Ordine gerarchico di valenza</source>
        <comment>Italian rule name</comment>
        <translation>Ordine gerarchico di valenza</translation>
    </message>
    <message>
        <source>Which rule wins</source>
        <translation>Které pravidlo platí</translation>
    </message>
    <message>
        <source>When sources disagree, the most specific one applies: a tournament&apos;s own extra rules, then these house rules, then official clarifications, then the official FAQ, and the rulebook last. A house rule counts as official unless it is marked as doubtful or under discussion; at private or unsanctioned games players should agree on them before they start.</source>
        <translation>Když si zdroje odporují, platí ten nejkonkrétnější: vlastní doplňková pravidla turnaje, pak tato domácí pravidla, pak oficiální upřesnění, pak oficiální FAQ a nakonec základní pravidla. Domácí pravidlo platí jako oficiální, pokud není označeno jako sporné nebo v diskusi; u soukromých či neoficiálních her by se na nich hráči měli dohodnout předem.</translation>
    </message>
    <message>
        <source>Unità con limiti di composizione 8-12 troopers</source>
        <comment>Italian rule name</comment>
        <translation>Unità con limiti di composizione 8-12 troopers</translation>
    </message>
    <message>
        <source>Units of 8 to 12 troopers</source>
        <translation>Jednotky po 8 až 12 vojácích</translation>
    </message>
    <message>
        <source>Any unit whose size limits are 8 to 12 troopers may field 6 to 12 instead.</source>
        <translation>Každá jednotka s limitem velikosti 8 až 12 vojáků může místo toho nasadit 6 až 12.</translation>
    </message>
    <message>
        <source>Cambio di priorità di bersaglio</source>
        <comment>Italian rule name</comment>
        <translation>Cambio di priorità di bersaglio</translation>
    </message>
    <message>
        <source>Changing target priority</source>
        <translation>Změna priority cíle</translation>
    </message>
    <message>
        <source>A new priority target cannot be a model that is more than half hidden behind another, closer enemy model. If some models of the targeted unit are not hidden that way, the nearest of them becomes the priority target. Models actively using Sniper ignore this.</source>
        <translation>Novým prioritním cílem nemůže být model, který je z více než poloviny skryt za jiným, bližším nepřátelským modelem. Pokud některé modely cílové jednotky takto skryté nejsou, stane se prioritním cílem nejbližší z nich. Modely aktivně používající Sniper toto ignorují.</translation>
    </message>
    <message>
        <source>Grate, griglie e reti come ostacoli</source>
        <comment>Italian rule name</comment>
        <translation>Grate, griglie e reti come ostacoli</translation>
    </message>
    <message>
        <source>Grates, grilles and nets</source>
        <translation>Mříže, rošty a sítě</translation>
    </message>
    <message>
        <source>A line of fire through one or more grates, grilles or nets gives the shooter −1 RC. It is not cover and always adds to other penalties.</source>
        <translation>Linie střelby přes jednu či více mříží, roštů nebo sítí dává střelci −1 RC. Nejde o kryt a vždy se sčítá s ostatními postihy.</translation>
    </message>
    <message>
        <source>Camouflage</source>
        <comment>Italian rule name</comment>
        <translation>Camouflage</translation>
    </message>
    <message>
        <source>Camouflage</source>
        <translation>Maskování</translation>
    </message>
    <message>
        <source>Whoever targets a Camouflaged model that is in cover or in MP, or its Unit Card, takes −1 RC, and −(skill level) LD to spot it.</source>
        <translation>Kdo míří na maskovaný model (Camouflage), který je v krytu nebo v MP, nebo na jeho kartu jednotky, má −1 RC a −(úroveň dovednosti) LD na jeho odhalení.</translation>
    </message>
    <message>
        <source>Demolition Training</source>
        <comment>Italian rule name</comment>
        <translation>Demolition Training</translation>
    </message>
    <message>
        <source>Demolition Training</source>
        <translation>Demoliční výcvik</translation>
    </message>
    <message>
        <source>Models with the skill may carry a Remote Detonator by adding its 2 points to their PC; it counts as a load-out.</source>
        <translation>Modely s touto dovedností mohou nést dálkovou rozbušku (Remote Detonator) tak, že přičtou její 2 body ke své ceně (PC); počítá se jako výbava (load-out).</translation>
    </message>
    <message>
        <source>Impenetrability</source>
        <comment>Italian rule name</comment>
        <translation>Impenetrability</translation>
    </message>
    <message>
        <source>Impenetrability</source>
        <translation>Neprůstřelnost</translation>
    </message>
    <message>
        <source>On top of its usual effect, the skill protects against every close-combat attack that is not AV and has a base DAM of 10 or less.</source>
        <translation>Kromě svého obvyklého účinku chrání dovednost před každým útokem na blízko, který není AV a má základní DAM 10 nebo méně.</translation>
    </message>
    <message>
        <source>Inspiration</source>
        <comment>Italian rule name</comment>
        <translation>Inspiration</translation>
    </message>
    <message>
        <source>Inspiration</source>
        <translation>Inspirace</translation>
    </message>
    <message>
        <source>Its bonus only helps Morale checks and Regroup rolls.</source>
        <translation>Její bonus pomáhá jen u testů morálky a hodů na přeskupení.</translation>
    </message>
    <message>
        <source>Para-deploy</source>
        <comment>Italian rule name</comment>
        <translation>Para-deploy</translation>
    </message>
    <message>
        <source>Para-deploy</source>
        <translation>Výsadek</translation>
    </message>
    <message>
        <source>Models that do not come down on a terrain piece still have 2 Actions. A model landing outside the template takes −4 LD on its status check.</source>
        <translation>Modely, které nepřistanou na terénním prvku, mají i tak 2 Akce. Model přistávající mimo šablonu má −4 LD na test stavu.</translation>
    </message>
    <message>
        <source>Shadow Walk</source>
        <comment>Italian rule name</comment>
        <translation>Shadow Walk</translation>
    </message>
    <message>
        <source>Shadow Walk</source>
        <translation>Chůze stínem</translation>
    </message>
    <message>
        <source>No PW test is needed: one Action to concentrate, then the next Action to reappear anywhere within 6&quot;, unseen and undetected.</source>
        <translation>Není třeba test PW: jedna Akce na soustředění, pak další Akce na znovuobjevení kdekoli do 6&quot;, neviděn a neodhalen.</translation>
    </message>
    <message>
        <source>Tactical Sense</source>
        <comment>Italian rule name</comment>
        <translation>Tactical Sense</translation>
    </message>
    <message>
        <source>Tactical Sense</source>
        <translation>Taktický smysl</translation>
    </message>
    <message>
        <source>Target priority cannot be moved to a unit all of whose members are more than half hidden behind other enemy models. Models actively using Sniper are exempt.</source>
        <translation>Prioritu cíle nelze přesunout na jednotku, jejíž všichni členové jsou z více než poloviny skryti za jinými nepřátelskými modely. Modely aktivně používající Sniper jsou výjimkou.</translation>
    </message>
    <message>
        <source>Abilità speciale &quot;Tank Hunter&quot; per modelli armati con Autocannon e Lanciarazzi</source>
        <comment>Italian rule name</comment>
        <translation>Abilità speciale &quot;Tank Hunter&quot; per modelli armati con Autocannon e Lanciarazzi</translation>
    </message>
    <message>
        <source>Tank Hunter for autocannons and rocket launchers</source>
        <translation>Tank Hunter pro autokanóny a raketomety</translation>
    </message>
    <message>
        <source>A model with an autocannon (except the Soulshearer Autocannon and mounted autocannons), or with a rocket launcher about to fire an AV rocket, may move its target priority straight to a vehicle or an Impenetrable model, as long as no other enemy is within SR (for a Grunt) or PB (for an Elite). Individuals and Supports count as Grunts with LD 11 or less, as Elites otherwise.</source>
        <translation>Model s autokanónem (kromě Soulshearer Autocannon a lafetovaných autokanónů) nebo s raketometem, který se chystá vystřelit raketu AV, může přesunout prioritu cíle přímo na vozidlo nebo na model s Neprůstřelností, pokud žádný jiný nepřítel není do SR (u Grunta) nebo PB (u Elite). Individuals a Supports se počítají jako Grunt při LD 11 nebo méně, jinak jako Elite.</translation>
    </message>
    <message>
        <source>Poteri Focused</source>
        <comment>Italian rule name</comment>
        <translation>Poteri Focused</translation>
    </message>
    <message>
        <source>Focused powers</source>
        <translation>Síly Focused</translation>
    </message>
    <message>
        <source>These powers are Focused: the Dark Legion&apos;s Etheric Lance, Black Karma, Apocalypse, The Devouring Darkness, Dark Lightning, Soul Wither and The Wasting, and the Crescentia prophecy Temporal Dissonance.</source>
        <translation>Jako Focused se berou tyto síly Temné legie: Etheric Lance, Black Karma, Apocalypse, The Devouring Darkness, Dark Lightning, Soul Wither a The Wasting, a proroctví Crescentie Temporal Dissonance.</translation>
    </message>
    <message>
        <source>Retromarcia</source>
        <comment>Italian rule name</comment>
        <translation>Retromarcia</translation>
    </message>
    <message>
        <source>Reversing</source>
        <translation>Couvání</translation>
    </message>
    <message>
        <source>A vehicle has to stand still for an Action before it drives backwards, and again before it drives forwards once more. Reversing costs no MV by itself. While reversing the driver cannot attack in CC or RC, though other crew may. Flying vehicles never reverse.</source>
        <translation>Vozidlo musí jednu Akci stát, než začne couvat, a znovu, než se opět rozjede dopředu. Couvání samo nestojí žádný MV. Během couvání nemůže řidič útočit v CC ani RC, ostatní posádka ano. Létající vozidla nikdy necouvají.</translation>
    </message>
    <message>
        <source>Status di movimento dei Veicoli</source>
        <comment>Italian rule name</comment>
        <translation>Status di movimento dei Veicoli</translation>
    </message>
    <message>
        <source>Vehicle movement status</source>
        <translation>Stav pohybu vozidla</translation>
    </message>
    <message>
        <source>A token shows which way a vehicle is driving and is removed when it stops. Vehicles start the game stationary until their first activation, whose first move may go either way. A driver going on Wait stops the vehicle; if the driver then loses Wait unused, or ends an Action from Wait without moving, the vehicle has stood still for one Action.</source>
        <translation>Žeton ukazuje, kterým směrem vozidlo jede, a odstraní se, když zastaví. Vozidla začínají hru stojící až do své první aktivace, jejíž první pohyb může jít kterýmkoli směrem. Řidič, který přejde do Vyčkávání, vozidlo zastaví; pokud pak řidič Vyčkávání ztratí nevyužité, nebo ukončí Akci z Vyčkávání bez pohybu, vozidlo stálo jednu Akci.</translation>
    </message>
    <message>
        <source>Speronamento</source>
        <comment>Italian rule name</comment>
        <translation>Speronamento</translation>
    </message>
    <message>
        <source>Ramming</source>
        <translation>Taranování</translation>
    </message>
    <message>
        <source>A ram is a driving Action that moves and attacks at once: the vehicle goes straight ahead for its full MV, over enemy models, hitting each one it touches, and the driver attacks nothing else. Before moving, the driver must pass an LD test at −4 per SZ of difference for each model at least as big as the vehicle and at −8 for a terrain piece; a friendly model in the way forbids it. A rammed model falls Prone and takes DAM 6 + vehicle SZ with a multiplier of vehicle SZ − 1 (at least 1), AV-0; the vehicle takes DAM 6 + model SZ with a multiplier of model SZ − 1 (at least 1), AV-0 from SZ 3+ models and vehicles, a Natural Attack otherwise. A wound from a collision stops the vehicle and ends its Action; terrain, a vehicle of SZ 3+ or a model 2 SZ bigger stop it for the Round, and terrain hurts it as if it had rammed itself. Models on Wait may Take Cover with the vehicle&apos;s SZ added to their LD but cannot counter-charge; survivors lose Wait. Afterwards, models under the vehicle are moved aside into contact. Flying vehicles and bipeds cannot ram. The Ramming page computes all of this.</source>
        <translation>Taranování je řidičská Akce, která najednou pohybuje i útočí: vozidlo jede rovně vpřed na svůj plný MV přes nepřátelské modely, zasáhne každý, kterého se dotkne, a řidič už na nic jiného neútočí. Před pohybem musí řidič složit test LD s postihem −4 za každý bod rozdílu SZ pro každý model alespoň tak velký jako vozidlo a s postihem −8 za terénní prvek; spřátelený model v cestě taranování zakazuje. Taranovaný model padá do stavu Ležící a utrží DAM 6 + SZ vozidla s násobitelem SZ vozidla − 1 (alespoň 1), AV-0; vozidlo utrží DAM 6 + SZ modelu s násobitelem SZ modelu − 1 (alespoň 1), AV-0 od modelů a vozidel SZ 3+, jinak Přirozený útok. Zranění ze srážky vozidlo zastaví a ukončí jeho Akci; terén, vozidlo SZ 3+ nebo model o 2 SZ větší ho zastaví na celé Kolo a terén ho poškodí, jako by taranovalo samo sebe. Modely ve Vyčkávání mohou použít Skrýt se se SZ vozidla přičtenou k LD, ale nemohou provést protiútok; přeživší ztrácejí Vyčkávání. Poté se modely pod vozidlem odsunou stranou do kontaktu. Létající a dvounohá vozidla taranovat nemohou. Vše spočítá stránka Taranování.</translation>
    </message>
    <message>
        <source>Influenza degli elementi scenici sulle aree coperte da template</source>
        <comment>Italian rule name</comment>
        <translation>Influenza degli elementi scenici sulle aree coperte da template</translation>
    </message>
    <message>
        <source>Terrain and templates</source>
        <translation>Terén a šablony</translation>
    </message>
    <message>
        <source>A flame, spray or blast template leaves alone a model that a terrain piece hides completely from the template&apos;s source (the tip of a directly placed template, the centre of an explosion). For flamethrowers only, inside rooms, building corridors and tunnels up to 3&quot; wide, a flame that hits a wall in front of it can spill into the 3&quot; corridors that wall bounds.</source>
        <translation>Šablona plamene, spreje nebo výbuchu nezasáhne model, který terénní prvek zcela zakrývá před zdrojem šablony (špička přímo položené šablony, střed výbuchu). Jen u plamenometů: uvnitř místností, chodeb budov a tunelů širokých do 3&quot; se plamen, který narazí na zeď před sebou, může rozlít do 3&quot; chodeb, které tato zeď ohraničuje.</translation>
    </message>
    <message>
        <source>Cluster Effect ecceduto da modelli in CC</source>
        <comment>Italian rule name</comment>
        <translation>Cluster Effect ecceduto da modelli in CC</translation>
    </message>
    <message>
        <source>Cluster Effect exceeded in close combat</source>
        <translation>Cluster Effect překročen v boji na blízko</translation>
    </message>
    <message>
        <source>If a template covers more models in close combat than the weapon&apos;s Cluster Effect, each of them rolls a die and adds its SZ: the highest totals are hit, up to the Cluster Effect.</source>
        <translation>Pokud šablona pokryje více modelů v boji na blízko, než je Cluster Effect zbraně, každý z nich hodí kostkou a přičte svou SZ: zasaženy jsou nejvyšší součty, až do výše Cluster Effect.</translation>
    </message>
    <message>
        <source>Silencer e armi silenziate</source>
        <comment>Italian rule name</comment>
        <translation>Silencer e armi silenziate</translation>
    </message>
    <message>
        <source>Silencers</source>
        <translation>Tlumiče</translation>
    </message>
    <message>
        <source>The limit about primary sniper rifles does not apply, and a silenced weapon makes no muzzle flash when it fires at night.</source>
        <translation>Omezení týkající se primárních odstřelovacích pušek neplatí a tlumená zbraň při střelbě v noci nevydává záblesk z hlavně.</translation>
    </message>
    <message>
        <source>Mortai</source>
        <comment>Italian rule name</comment>
        <translation>Mortai</translation>
    </message>
    <message>
        <source>Mortars</source>
        <translation>Minomety</translation>
    </message>
    <message>
        <source>The crew must spend two preparation Actions before one of them fires the mortar (the Greymourn needs one). Moving the mortar after preparing it means preparing it again.</source>
        <translation>Obsluha musí vynaložit dvě přípravné Akce, než jeden z jejích členů z minometu vystřelí (Greymourn potřebuje jednu). Přesun minometu po přípravě znamená připravit ho znovu.</translation>
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
        <translation>Vulkany jsou podpůrné jednotky (Support) z podpůrného seznamu Bauhausu, ne jednotky Elite.</translation>
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
        <translation>Síla Focused, která se řídí prioritou cíle. V armádách pod 1000 bodů ji smí mít jeden model a další za každých celých 1000 bodů hry (0–999: jeden, 1000–1999: dva a tak dále).</translation>
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
        <translation>Po ztrátě jednoho ze dvou členů obsluhy musí ten, kdo drží minomet, před každou Akcí střelby vynaložit Akci na jeho přípravu; připravit v jednom Tahu a vystřelit v dalším je dovoleno. Nabíječ (Loader) může převzít minomet od padlého Střelce jen v kontaktu podstavců. Nosič se vždy pohybuje o 3, druhý člen obsluhy až o 4.</translation>
    </message>
    <message>
        <source>Calcolo dei Punti Vittoria</source>
        <comment>Italian rule name</comment>
        <translation>Calcolo dei Punti Vittoria</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Vítězné body</translation>
    </message>
    <message>
        <source>Enemy models destroyed or unhinged score 100% of their PC, routed 50%, panicked 25% and at half wounds or fewer 25%; each enemy unit wiped out adds 25% of its PC. Work out one model&apos;s points and round them (.25 down, .75 up, .5 kept) before multiplying by identical models. The higher score wins unless the gap is 5% of the game size or less, which is a draw. A player who concedes or walks away loses, and the opponent adds 100% of the conceder&apos;s surviving models to the points already earned. The Victory points page does the sums.</source>
        <translation>Zničené nebo rozvrácené nepřátelské modely dávají 100 % své ceny (PC), modely na útěku 50 %, v panice 25 % a na polovině zranění či méně 25 %; každá zcela zničená nepřátelská jednotka přidává 25 % své PC. Body jednoho modelu spočítejte a zaokrouhlete (,25 dolů, ,75 nahoru, ,5 zůstává) před vynásobením počtem stejných modelů. Vyhrává vyšší skóre, pokud rozdíl není 5 % velikosti hry nebo méně, což je remíza. Hráč, který se vzdá nebo odejde, prohrává a soupeř si k již získaným bodům přičte 100 % přeživších modelů toho, kdo se vzdal. Součty provede stránka Vítězné body.</translation>
    </message>
    <message>
        <source>PC dei singoli membri delle Unità con un solo PC totale</source>
        <comment>Italian rule name</comment>
        <translation>PC dei singoli membri delle Unità con un solo PC totale</translation>
    </message>
    <message>
        <source>Member costs of units priced as a whole</source>
        <translation>Ceny členů jednotek placených jako celek</translation>
    </message>
    <message>
        <source>Gives a PC for each member of units bought as a whole: mortar teams, cannons, the Ducal Mounted HMG, Doomtroopers and Defiler Pods (a pod&apos;s price is the pod alone; the models it brings cost their normal PC). A load-out bought for a mortar team is shared among the members in equal whole parts, the rest going to the Spotter, Leader or Gunner: 10 points on a Stormtrencher team turn 17/17/20 into 20/20/24. Both are on the Victory points page.</source>
        <translation>Udává PC každého člena jednotek kupovaných jako celek: minometných týmů, děl, Ducal Mounted HMG, Doomtrooperů a Defiler Pods (cena podu je jen za pod samotný; modely, které přináší, stojí svou normální PC). Výbava koupená pro minometný tým se dělí mezi členy na stejné celé díly a zbytek jde Pozorovateli, Veliteli nebo Střelci: 10 bodů na týmu Stormtrencher změní 17/17/20 na 20/20/24. Obojí je na stránce Vítězné body.</translation>
    </message>
    <message>
        <source>Bosco Fitto</source>
        <comment>Italian rule name</comment>
        <translation>Bosco Fitto</translation>
    </message>
    <message>
        <source>Dense Woods</source>
        <translation>Hustý les</translation>
    </message>
    <message>
        <source>Dense Woods is Rough Terrain, and models inside always have Light Cover. A line of sight through Dense Woods stops after 3&quot; of woods.</source>
        <translation>Hustý les je těžký terén (Rough Terrain) a modely uvnitř mají vždy lehký kryt (Light Cover). Výhled přes hustý les končí po 3&quot; lesa.</translation>
    </message>
    <message>
        <source>Movimento e LOS all’interno degli edifici</source>
        <comment>Italian rule name</comment>
        <translation>Movimento e LOS all’interno degli edifici</translation>
    </message>
    <message>
        <source>Movement and line of sight in buildings</source>
        <translation>Pohyb a výhled v budovách</translation>
    </message>
    <message>
        <source>Opening or closing a door takes an Action in base contact (the model may finish on the other side); a door stays open until someone closes it. Floors are joined by ladders: changing floor is climbing without a Falling Check, usually two Actions (one with Climb). To see through a loophole or hatch a model first moves next to it; a model outside may also see through one when its target inside stands next to it.</source>
        <translation>Otevření nebo zavření dveří stojí Akci v kontaktu podstavcem (model může skončit na druhé straně); dveře zůstávají otevřené, dokud je někdo nezavře. Podlaží spojují žebříky: změna podlaží je šplhání bez testu pádu (Falling Check), obvykle dvě Akce (jedna s Climb). Aby model viděl střílnou nebo průlezem, musí se nejprve přesunout vedle ní; model venku může střílnou vidět také, když jeho cíl uvnitř stojí hned vedle ní.</translation>
    </message>
    <message>
        <source>Regolamentazione delle basette</source>
        <comment>Italian rule name</comment>
        <translation>Regolamentazione delle basette</translation>
    </message>
    <message>
        <source>Regulation bases</source>
        <translation>Předepsané podstavce</translation>
    </message>
    <message>
        <source>Sets the legal base for each kind of model, for example 25 mm round for SZ 1 and 2, 50 mm for SZ 4, none for Defiler Pods and most vehicles. Line of sight to and from a baseless vehicle is measured from its outermost edge, weapon lines from the muzzle, and a model is in close combat with it when its base touches the vehicle or overlaps its footprint. Only the legal part of an oversized base counts; an undersized one gets a regulation cut-out underneath. Proxies and conversions follow the model they stand for.</source>
        <translation>Stanoví povolený podstavec pro každý druh modelu, například kulatý 25 mm pro SZ 1 a 2, 50 mm pro SZ 4, žádný pro Defiler Pods a většinu vozidel. Výhled k vozidlu bez podstavce a od něj se měří od jeho nejvzdálenějšího okraje, linie zbraní od ústí hlavně a model je s ním v boji na blízko, když se jeho podstavec dotýká vozidla nebo zasahuje do jeho půdorysu. Počítá se jen povolená část nadměrného podstavce; pod příliš malý se dává předepsaná podložka. Zástupné modely (proxy) a přestavby se řídí modelem, který představují.</translation>
    </message>
    <message>
        <source>Nuovo Ambiente Ostile: Zona Radioattiva - livello variabile</source>
        <comment>Italian rule name</comment>
        <translation>Nuovo Ambiente Ostile: Zona Radioattiva - livello variabile</translation>
    </message>
    <message>
        <source>New hostile environment: Radioactive Zone</source>
        <translation>Nové nepřátelské prostředí: Radioaktivní zóna</translation>
    </message>
    <message>
        <source>Each turn adds an adverse effect to the ones before: Combat Fatigue −2, Reduced Morale −2, Reduced Movement −1, Fatigue, Exhaustion, Exposure, and from the seventh turn an ATS 15 risk test for every model of an activating unit (a wound per failure; Morale checks after the whole unit has rolled). A unit failing its activation check puts a Contamination token on each model (one at most); contaminated models suffer the next turn&apos;s effects as well and skip the check. Medic, Necromancy and Technomancy may remove a Contamination token instead of a wound. Para-deployed units count their turns from their landing. See the Environments page.</source>
        <translation>Každý tah přidává k předchozím jeden nepříznivý účinek: Bojová únava −2, Snížená morálka −2, Omezený pohyb −1, Únava, Vyčerpání, Expozice a od sedmého tahu test rizika ATS 15 pro každý model aktivující se jednotky (zranění za každé selhání; testy morálky až poté, co hodí celá jednotka). Jednotka, která neprojde testem při aktivaci, dá každému svému modelu žeton Kontaminace (nejvýše jeden); kontaminované modely trpí i účinky příštího tahu a test vynechávají. Medic, Necromancy a Technomancy mohou místo zranění odstranit žeton Kontaminace. Jednotky nasazené Výsadkem počítají tahy od svého přistání. Viz stránka Prostředí.</translation>
    </message>
    <message>
        <source>Nuovo Ambiente Ostile: Tunnel</source>
        <comment>Italian rule name</comment>
        <translation>Nuovo Ambiente Ostile: Tunnel</translation>
    </message>
    <message>
        <source>New hostile environment: Tunnel</source>
        <translation>Nové nepřátelské prostředí: Tunel</translation>
    </message>
    <message>
        <source>The battle is fought in dark underground tunnels: Night rules with 14&quot; line of sight, muzzle flashes for the whole Turn (−4 instead of −8 beyond line of sight), Comm Failure and Reduced Morale −3, indirect fire up to 14&quot;, flyers at Altitude 2 at most, vehicles at half MV, smoke one Turn longer, Para-deploy sometimes swapped for Infiltrate, deployment in the outer chambers and walls that break Command Distance. The full checklist is on the Environments page.</source>
        <translation>Bitva se vede v temných podzemních tunelech: pravidla Noci s výhledem 14&quot;, záblesky z hlavně po celý Tah (−4 místo −8 za hranicí výhledu), Výpadek spojení a Snížená morálka −3, nepřímá palba nejvýše na 14&quot;, létající modely nejvýše ve Výšce 2, vozidla s polovičním MV, kouř o jeden Tah déle, Výsadek někdy nahrazen Infiltrací, rozestavení ve vnějších komorách a zdi, které přerušují velitelskou vzdálenost. Úplný kontrolní seznam je na stránce Prostředí.</translation>
    </message>
    <message>
        <source>%1 of %2 rules</source>
        <translation>%1 z %2 pravidel</translation>
    </message>
    <message>
        <source>Italian name:</source>
        <translation>Italský název:</translation>
    </message>
    <message>
        <source>No rule matches the filter.</source>
        <translation>Filtru neodpovídá žádné pravidlo.</translation>
    </message>
</context>
<context>
    <name>ResultForm</name>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>Stů&amp;l</translation>
    </message>
    <message>
        <source>e.g. 180, 22.5 or 45/2</source>
        <translation>např. 180, 22,5 nebo 45/2</translation>
    </message>
    <message>
        <source>e.g. 150</source>
        <translation>např. 150</translation>
    </message>
    <message>
        <source>&amp;Concession</source>
        <translation>&amp;Vzdání se</translation>
    </message>
    <message>
        <source>A player who concedes loses.</source>
        <translation>Kdo se vzdá, prohrává.</translation>
    </message>
    <message>
        <source>&amp;Save the result</source>
        <translation>&amp;Uložit výsledek</translation>
    </message>
    <message>
        <source>On the phones: %1.</source>
        <translation>Z telefonů: %1.</translation>
    </message>
    <message>
        <source>Fill in %1</source>
        <translation>Vyplnit %1</translation>
    </message>
    <message>
        <source>No such table in this round.</source>
        <translation>Toto kolo nemá stůl s tímto číslem.</translation>
    </message>
    <message>
        <source>player 1</source>
        <translation>hráč 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <translation>hráč 2</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 proti %2</translation>
    </message>
    <message>
        <source>Nobody conceded</source>
        <translation>Nikdo se nevzdal</translation>
    </message>
    <message>
        <source>%1 conceded</source>
        <translation>%1 se vzdal</translation>
    </message>
    <message>
        <source>&amp;1. %1: VP</source>
        <translation>&amp;1. %1: VP</translation>
    </message>
    <message>
        <source>&amp;2. %1: VP</source>
        <translation>&amp;2. %1: VP</translation>
    </message>
    <message>
        <source>Type both players&apos; VP: a whole number, a decimal such as 22.5, or a fraction such as 45/2.</source>
        <translation>Zadejte VP obou hráčů: celé číslo, desetinné číslo jako 22,5 nebo zlomek jako 45/2.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 is not the current round. Table %2 has %3 (%4): replace it with %5? The standings are recomputed; %n later round(s) (%6) were paired before it.</source>
        <translation>
            <numerusform>Kolo %1 není aktuální kolo. Stůl %2 má %3 (%4): nahradit ho výsledkem %5? Pořadí se přepočítá; %n pozdější kolo (%6) bylo spárováno před ním.</numerusform>
            <numerusform>Kolo %1 není aktuální kolo. Stůl %2 má %3 (%4): nahradit ho výsledkem %5? Pořadí se přepočítá; %n pozdější kola (%6) byla spárována před ním.</numerusform>
            <numerusform>Kolo %1 není aktuální kolo. Stůl %2 má %3 (%4): nahradit ho výsledkem %5? Pořadí se přepočítá; %n pozdějších kol (%6) bylo spárováno před ním.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the result?</source>
        <translation>Nahradit výsledek?</translation>
    </message>
    <message>
        <source>Table %1 already has %2 (%3). Replace it with %4?</source>
        <translation>Stůl %1 už má %2 (%3). Nahradit ho výsledkem %4?</translation>
    </message>
    <message>
        <source>Not saved: table %1 is as it was.</source>
        <translation>Neuloženo: stůl %1 zůstává, jak byl.</translation>
    </message>
    <message>
        <source>Not saved: table %1 keeps %2 from %3; the form shows it again.</source>
        <translation>Neuloženo: stůl %1 si ponechává %2 od stanoviště %3; formulář ho znovu ukazuje.</translation>
    </message>
    <message>
        <source>Change an earlier round?</source>
        <translation>Změnit dřívější kolo?</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 is not the current round. Saving this result recomputes the standings; %n later round(s) (%2) were paired before it. Save it?</source>
        <translation>
            <numerusform>Kolo %1 není aktuální kolo. Uložení tohoto výsledku přepočítá pořadí; %n pozdější kolo (%2) bylo spárováno před ním. Uložit?</numerusform>
            <numerusform>Kolo %1 není aktuální kolo. Uložení tohoto výsledku přepočítá pořadí; %n pozdější kola (%2) byla spárována před ním. Uložit?</numerusform>
            <numerusform>Kolo %1 není aktuální kolo. Uložení tohoto výsledku přepočítá pořadí; %n pozdějších kol (%2) bylo spárováno před ním. Uložit?</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1: %2 %3 %4 is not saved yet: the event&apos;s database does not answer. It is saved as soon as the database answers again.</source>
        <translation>Stůl %1: %2 %3 %4 ještě není uložen: databáze turnaje neodpovídá. Uloží se, jakmile databáze znovu odpoví.</translation>
    </message>
    <message>
        <source>Table %1: %2 %3 %4 is saved.</source>
        <translation>Stůl %1: %2 %3 %4 je uloženo.</translation>
    </message>
    <message>
        <source>Table %1 already had this result: nothing changed.</source>
        <translation>Stůl %1 už tento výsledek měl: nic se nezměnilo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 The standings are recomputed. %n later round(s) (%2) were paired on the standings before this change; their pairings stay as published.</source>
        <translation>
            <numerusform>%1 Pořadí je přepočítáno. %n pozdější kolo (%2) bylo spárováno podle pořadí před touto změnou; jeho párování zůstává, jak bylo zveřejněno.</numerusform>
            <numerusform>%1 Pořadí je přepočítáno. %n pozdější kola (%2) byla spárována podle pořadí před touto změnou; jejich párování zůstávají, jak byla zveřejněna.</numerusform>
            <numerusform>%1 Pořadí je přepočítáno. %n pozdějších kol (%2) bylo spárováno podle pořadí před touto změnou; jejich párování zůstávají, jak byla zveřejněna.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table has a result</source>
        <translation>Stůl má výsledek</translation>
    </message>
    <message>
        <source>Table %1 already has %2 from %3. Replace it with %4?</source>
        <translation>Stůl %1 už má %2 od stanoviště %3. Nahradit ho výsledkem %4?</translation>
    </message>
    <message>
        <source>Not saved: %1. The form now shows the table as saved.</source>
        <translation>Neuloženo: %1. Formulář teď ukazuje stůl tak, jak je uložený.</translation>
    </message>
</context>
<context>
    <name>ResultTable</name>
    <message>
        <source>Results</source>
        <translation>Výsledky</translation>
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
        <translation>Hod míčem</translation>
    </message>
    <message>
        <source>Steal</source>
        <translation>Krádež</translation>
    </message>
    <message>
        <source>SBG rolls</source>
        <translation>Hody SBG</translation>
    </message>
    <message>
        <source>Match tracker</source>
        <translation>Průběh zápasu</translation>
    </message>
</context>
<context>
    <name>RollLog</name>
    <message>
        <source>No roll yet.</source>
        <translation>Zatím žádný hod.</translation>
    </message>
    <message>
        <source>&amp;Clear log</source>
        <translation>V&amp;ymazat záznam</translation>
    </message>
</context>
<context>
    <name>RollPanel</name>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Rozdíl</translation>
    </message>
</context>
<context>
    <name>RollsPage</name>
    <message>
        <source>Wound chart (the Heroic Tackle&apos;s hit)</source>
        <translation>Tabulka zranění (zásah hrdinského skluzu)</translation>
    </message>
    <message>
        <source>Courage test</source>
        <translation>Test odvahy</translation>
    </message>
    <message>
        <source>Picking up the ball</source>
        <translation>Zvednutí míče</translation>
    </message>
    <message>
        <source>Keeping the ball when the carrier goes down</source>
        <translation>Udržení míče, když je nosič sražen na zem</translation>
    </message>
    <message>
        <source>File ▸ Save scenario and View ▸ Reset this form act on the calculator you used last on this page.</source>
        <translation>Soubor ▸ Uložit scénář a Zobrazit ▸ Obnovit tento formulář působí na kalkulačku, kterou jste na této stránce použili naposledy.</translation>
    </message>
</context>
<context>
    <name>RoundModel</name>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Player 1 (points)</source>
        <translation>Hráč 1 (body)</translation>
    </message>
    <message>
        <source>Player 2 (points)</source>
        <translation>Hráč 2 (body)</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Poznámky</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Telefony</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>rematch</source>
        <translation>odveta</translation>
    </message>
    <message>
        <source>same club</source>
        <translation>stejný klub</translation>
    </message>
    <message>
        <source>fixed table</source>
        <translation>pevný stůl</translation>
    </message>
    <message>
        <source>entered by %1</source>
        <translation>zadalo %1</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Volno</translation>
    </message>
    <message>
        <source>bye: %1 points</source>
        <translation>volno: %1 bodů</translation>
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
        <translation>Remíza, %1</translation>
    </message>
    <message>
        <source>%1 wins, %2</source>
        <translation>Vyhrává %1, %2</translation>
    </message>
    <message>
        <source>%1 (%2 conceded)</source>
        <translation>%1 (%2 se vzdal)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>A preview: nothing is saved until it is published. The pairing is the best one by the rules&apos; tiers: the fewest rematches, then the smallest differences of points, then the fewest pairs from one club, then the event&apos;s seed. Notes flag every rematch and same-club pair. Discard it to pair later, for example after a late arrival is registered.</source>
        <translation>Náhled: nic se neuloží, dokud ho nezveřejníte. Párování je nejlepší podle úrovní pravidel: nejméně odvet, pak nejmenší rozdíly bodů, pak nejméně dvojic ze stejného klubu, pak semínko turnaje. Poznámky označují každou odvetu a dvojici ze stejného klubu. Zahoďte ho, chcete-li párovat později, třeba po zapsání pozdního příchodu.</translation>
    </message>
    <message>
        <source>Print this table&apos;s s&amp;lip…</source>
        <translation>Vyt&amp;isknout lístek tohoto stolu…</translation>
    </message>
    <message>
        <source>Print the result slip of the table chosen above, alone (a new copy for a lost or spoilt slip).</source>
        <translation>Vytiskne samotný výsledkový lístek stolu zvoleného výše (nová kopie místo ztraceného nebo zničeného lístku).</translation>
    </message>
</context>
<context>
    <name>RowEditor</name>
    <message>
        <source>Add</source>
        <translation>Přidat</translation>
    </message>
    <message>
        <source>Insert a copy of the selected row below it (Insert)</source>
        <translation>Vložit kopii vybraného řádku pod něj (Insert)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <source>Remove the selected row (Delete)</source>
        <translation>Odebrat vybraný řádek (Delete)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nahoru</translation>
    </message>
    <message>
        <source>Move the selected row up (Ctrl+Up)</source>
        <translation>Posunout vybraný řádek nahoru (Ctrl+Up)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Dolů</translation>
    </message>
    <message>
        <source>Move the selected row down (Ctrl+Down)</source>
        <translation>Posunout vybraný řádek dolů (Ctrl+Down)</translation>
    </message>
    <message>
        <source>Insert a copy of the selected row below it</source>
        <translation>Vloží pod vybraný řádek jeho kopii</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Odebere vybraný řádek</translation>
    </message>
    <message>
        <source>Move the selected row up</source>
        <translation>Posune vybraný řádek nahoru</translation>
    </message>
    <message>
        <source>Move the selected row down</source>
        <translation>Posune vybraný řádek dolů</translation>
    </message>
</context>
<context>
    <name>ScatterPanel</name>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Deviation (inches)</source>
        <translation>Odchylka (palce)</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>SCATTER: a hit lands on the aimed point; a miss deviates by 7 minus the success total, in inches, in a direction the opponent chooses.</source>
        <translation>SCATTER: zásah dopadne na zamířený bod; minutí se odchýlí o 7 minus součet hodu na úspěch, v palcích, směrem, který zvolí protivník.</translation>
    </message>
    <message>
        <source>An automatic hit never deviates (our reading).</source>
        <translation>Automatický zásah se nikdy neodchyluje (náš výklad).</translation>
    </message>
    <message>
        <source>Lands on the aimed point (hit)</source>
        <translation>Dopadne na zamířený bod (zásah)</translation>
    </message>
    <message>
        <source>Expected deviation (inches)</source>
        <translation>Očekávaná odchylka (palce)</translation>
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
        <translation>soubor nebo složka neexistuje</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>přístup odepřen</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>je to složka</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>očekávána hodnota</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>očekáván název vlastnosti ve dvojitých uvozovkách</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>očekáván oddělovač &apos;:&apos;</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>očekáván oddělovač &apos;,&apos;</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>neukončený řetězec</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>neplatný řídicí znak</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>neplatná sekvence \ (escape)</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>neplatná sekvence \uXXXX</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>nadbytečná data</translation>
    </message>
    <message>
        <source>Unexpected UTF-8 BOM (decode using utf-8-sig)</source>
        <translation>neočekávaný BOM UTF-8 (číst jako utf-8-sig)</translation>
    </message>
    <message>
        <source>file is {0:,} bytes; scenario files are at most {1:,} bytes</source>
        <translation>soubor má {0:,} bajtů; soubory scénářů mají nejvýše {1:,} bajtů</translation>
    </message>
    <message>
        <source>not a scenario file: it is not a regular file (a FIFO or a device)</source>
        <translation>není soubor scénáře: není to běžný soubor (FIFO nebo zařízení)</translation>
    </message>
    <message>
        <source>not a scenario file: the text is not UTF-8</source>
        <translation>není soubor scénáře: text není v UTF-8</translation>
    </message>
    <message>
        <source>cannot read the file: {0}</source>
        <translation>soubor nelze přečíst: {0}</translation>
    </message>
    <message>
        <source>not valid JSON (line {0}, column {1}: {2})</source>
        <translation>neplatný JSON (řádek {0}, sloupec {1}: {2})</translation>
    </message>
    <message>
        <source>not a scenario file: the JSON is nested too deeply</source>
        <translation>není soubor scénáře: JSON je vnořený příliš hluboko</translation>
    </message>
    <message>
        <source>not a scenario file: a number in it has more digits than any field takes</source>
        <translation>není soubor scénáře: číslo v něm má více číslic, než přijme jakékoli pole</translation>
    </message>
</context>
<context>
    <name>SequencePanel</name>
    <message>
        <source>never</source>
        <translation>nikdy</translation>
    </message>
    <message>
        <source>all</source>
        <translation>vše</translation>
    </message>
    <message>
        <source>bloodbath</source>
        <translation>krvavá lázeň</translation>
    </message>
    <message>
        <source>optimal</source>
        <translation>optimální</translation>
    </message>
    <message>
        <source>Use the Attack page&apos;s &amp;weapon and target</source>
        <translation>&amp;Použít zbraň a cíl ze stránky Útok</translation>
    </message>
    <message>
        <source>Copies the profile set on the Attack page; nothing is spent.</source>
        <translation>Zkopíruje profil nastavený na stránce Útok; nic se neutrácí.</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>&amp;Number of attacks</source>
        <translation>Počet úto&amp;ků</translation>
    </message>
    <message>
        <source>AUTOMATIC(X), CLEAVE(X), several activations: 1 to 100 attacks in a row.</source>
        <translation>AUTOMATIC(X), CLEAVE(X), více aktivací: 1 až 100 útoků za sebou.</translation>
    </message>
    <message>
        <source>&amp;BLOOD MARKER policy</source>
        <translation>Strateg&amp;ie ŽETONŮ KRVE</translation>
    </message>
    <message>
        <source>never: spend nothing. all: every marker as +1 INJURY DICE on each injury roll. bloodbath: a Bloodbath whenever affordable, otherwise nothing. optimal: the best chance of Out of Action by the end of the sequence.</source>
        <translation>nikdy: nic neutrácet. vše: každý žeton jako +1 KOSTKA ZRANĚNÍ při každém hodu na zranění. krvavá lázeň: Krvavá lázeň, kdykoli na ni stačí žetony, jinak nic. optimální: nejlepší šance na Vyřazen z boje do konce série.</translation>
    </message>
    <message>
        <source>Main + off-han&amp;d pair (melee)</source>
        <translation>Hlavní + zbraň v druhé &amp;ruce (na blízko)</translation>
    </message>
    <message>
        <source>Attacks alternate main, off-hand, main…; the off-hand attack is at −1 DICE.</source>
        <translation>Útoky se střídají: hlavní, druhá ruka, hlavní…; útok zbraní v druhé ruce má −1 KOSTKA.</translation>
    </message>
    <message>
        <source>Main weapon</source>
        <translation>Hlavní zbraň</translation>
    </message>
    <message>
        <source>Off-hand weapon (−1 DICE)</source>
        <translation>Zbraň v druhé ruce (−1 KOSTKA)</translation>
    </message>
    <message>
        <source>INJURY DICE</source>
        <translation>KOSTKY ZRANĚNÍ</translation>
    </message>
    <message>
        <source>Flat injury modifier</source>
        <translation>Pevný modifikátor zranění</translation>
    </message>
    <message>
        <source>Target (state before the first attack)</source>
        <translation>Cíl (stav před prvním útokem)</translation>
    </message>
    <message>
        <source>Result (chosen policy)</source>
        <translation>Výsledek (zvolená strategie)</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>The BLOOD MARKER policies compared</source>
        <translation>Srovnání strategií ŽETONŮ KRVE</translation>
    </message>
    <message>
        <source>Out of Action by the end</source>
        <translation>Vyřazen z boje do konce</translation>
    </message>
    <message>
        <source>Down at the end</source>
        <translation>Sražen k zemi na konci</translation>
    </message>
    <message>
        <source>Expected BLOOD MARKERS left</source>
        <translation>Očekávané zbývající ŽETONY KRVE</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Útok</translation>
    </message>
    <message>
        <source>P(Out of Action by this attack) (%)</source>
        <translation>P(Vyřazen z boje do tohoto útoku) (%)</translation>
    </message>
    <message>
        <source>BLOOD MARKERS at the end</source>
        <translation>ŽETONY KRVE na konci</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>Blood-marker advisor: what to spend on this injury roll</source>
        <translation>Rádce pro ŽETONY KRVE: co utratit při tomto hodu na zranění</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Na nohou</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Sražen k zemi</translation>
    </message>
    <message>
        <source>ordinary hit</source>
        <translation>běžný zásah</translation>
    </message>
    <message>
        <source>Critical Hit</source>
        <translation>Kritický zásah</translation>
    </message>
    <message>
        <source>Ta&amp;rget is</source>
        <translation>&amp;Cíl je</translation>
    </message>
    <message>
        <source>BLOOD &amp;MARKERS</source>
        <translation>&amp;ŽETONY KRVE</translation>
    </message>
    <message>
        <source>Attacks &amp;left (this one included)</source>
        <translation>Zbýv&amp;ající útoky (včetně tohoto)</translation>
    </message>
    <message>
        <source>The attack &amp;scored</source>
        <translation>&amp;Druh zásahu</translation>
    </message>
    <message>
        <source>TOUGH already used</source>
        <translation>TOUGH již použito</translation>
    </message>
    <message>
        <source>MEMENTO MORI already used</source>
        <translation>MEMENTO MORI již použito</translation>
    </message>
    <message>
        <source>Spend now, then play optimally</source>
        <translation>Utratit nyní, pak hrát optimálně</translation>
    </message>
    <message>
        <source>P(Out of Action by the end) (%)</source>
        <translation>P(Vyřazen z boje do konce) (%)</translation>
    </message>
    <message>
        <source>Our readings where the rules are silent: spending is decided after the hit (and whether it is critical) is known, before the injury roll; a miss spends nothing. A Down target stays Down for the rest of the sequence.</source>
        <translation>Náš výklad tam, kde pravidla mlčí: o utrácení se rozhoduje, až je známo, že útok zasáhl (a zda kriticky), ještě před hodem na zranění; minutí nic neutrácí. Cíl Sražen k zemi zůstává Sražen k zemi po zbytek série.</translation>
    </message>
    <message>
        <source>bloodbath spends exactly the Bloodbath&apos;s cost (6, or 3 if Down) and keeps any other markers. optimal maximises the chance of Out of Action by the end; between equally good choices it spends the fewest markers. So midway through the sequence its curve can trail a policy that spends early: it saves BLOOD MARKERS for the attacks still to come.</source>
        <translation>krvavá lázeň utratí přesně cenu Krvavé lázně (6, nebo 3, je-li cíl Sražen k zemi) a ostatní žetony ponechá. optimální maximalizuje šanci na Vyřazen z boje do konce; mezi stejně dobrými volbami utratí nejméně žetonů. Proto může křivka optimální strategie v průběhu série zaostávat za strategií, která utrácí hned: šetří ŽETONY KRVE na útoky, které teprve přijdou.</translation>
    </message>
    <message>
        <source>A main + off-hand pair alternates main, off-hand, main…, starting with the main weapon. Expected BLOOD MARKERS left count a target taken Out of Action as 0.</source>
        <translation>Dvojice hlavní + druhá ruka střídá hlavní, druhá ruka, hlavní…, počínaje hlavní zbraní. Očekávané zbývající ŽETONY KRVE počítají cíl Vyřazen z boje jako 0.</translation>
    </message>
    <message>
        <source>Target Down, BLOOD MARKERS: %1</source>
        <translation>Cíl Sražen k zemi, ŽETONY KRVE: %1</translation>
    </message>
    <message>
        <source>Target standing, BLOOD MARKERS: %1</source>
        <translation>Cíl na nohou, ŽETONY KRVE: %1</translation>
    </message>
    <message>
        <source>%1, TOUGH used</source>
        <translation>%1, TOUGH použito</translation>
    </message>
    <message>
        <source>%1, MEMENTO MORI used</source>
        <translation>%1, MEMENTO MORI použito</translation>
    </message>
    <message>
        <source>Bloodbath and spend %1 more</source>
        <translation>Krvavá lázeň a navíc utratit %1</translation>
    </message>
    <message>
        <source>Bloodbath</source>
        <translation>Krvavá lázeň</translation>
    </message>
    <message>
        <source>spend %1</source>
        <translation>utratit %1</translation>
    </message>
    <message>
        <source>BB+%1</source>
        <translation>KL+%1</translation>
    </message>
    <message>
        <source>BB</source>
        <translation>KL</translation>
    </message>
    <message>
        <source>Standing at the end</source>
        <translation>Na nohou na konci</translation>
    </message>
    <message>
        <source>OOA</source>
        <translation>Vyř.</translation>
    </message>
    <message>
        <source>Standing, BLOOD MARKERS: %1</source>
        <translation>Na nohou, ŽETONY KRVE: %1</translation>
    </message>
    <message>
        <source>Down, BLOOD MARKERS: %1</source>
        <translation>Sražen k zemi, ŽETONY KRVE: %1</translation>
    </message>
    <message>
        <source>Out of Action</source>
        <translation>Vyřazen z boje</translation>
    </message>
    <message>
        <source>%1, %2, %3: %4 now.</source>
        <translation>%1, %2, %3: nyní %4.</translation>
    </message>
    <message>
        <source>attacks left: %1</source>
        <translation>zbývající útoky: %1</translation>
    </message>
    <message>
        <source>Each attack is the Attack page&apos;s single attack against the target&apos;s state at that moment: Down (+1 INJURY DICE in melee in 1.0, on every attack in 1.6.3), its BLOOD MARKERS (at most 6) and whether TOUGH and MEMENTO MORI are spent.</source>
        <translation>Každý útok je jediný útok ze stránky Útok proti stavu cíle v tu chvíli: Sražen k zemi (+1 KOSTKA ZRANĚNÍ na blízko v 1.0, při každém útoku v 1.6.3), jeho ŽETONY KRVE (nejvýše 6) a zda jsou TOUGH a MEMENTO MORI spotřebované.</translation>
    </message>
    <message>
        <source>MEMENTO MORI is spent like TOUGH, by the first attack it ignores; that attack leaves the target as it was, less the markers spent on its roll. The sequence starts with it unspent: a War Prophet that has used it is a target without it.</source>
        <translation>MEMENTO MORI se spotřebuje jako TOUGH, prvním útokem, který ignoruje; ten útok nechá cíl, jak byl, jen bez žetonů utracených na jeho hod. Sekvence začíná s nespotřebovaným MEMENTO MORI: Válečný prorok, který ho už použil, je cíl bez něj.</translation>
    </message>
    <message>
        <source>%1 over %2 (which would %3)</source>
        <translation>%1 oproti strategii %2 (její volba: %3)</translation>
    </message>
    <message>
        <source>P(Out of Action by the end): %1, that is %2.</source>
        <translation>P(Vyřazen z boje do konce): %1, tedy %2.</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <source>Open an event from a server</source>
        <translation>Otevřít turnaj ze serveru</translation>
    </message>
    <message>
        <source>PostgreSQL server</source>
        <translation>Server PostgreSQL</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Hostitel</translation>
    </message>
    <message>
        <source>The server&apos;s name or address on the venue&apos;s network, e.g. 192.168.1.20, or the folder of its socket on this computer, e.g. /var/run/postgresql</source>
        <translation>Název nebo adresa serveru v síti místa konání, např. 192.168.1.20, nebo složka jeho soketu na tomto počítači, např. /var/run/postgresql</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Databáze</translation>
    </message>
    <message>
        <source>One database holds one event.</source>
        <translation>Jedna databáze obsahuje jeden turnaj.</translation>
    </message>
    <message>
        <source>&amp;User</source>
        <translation>&amp;Uživatel</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>He&amp;slo</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the system&apos;s keyring</source>
        <translation>&amp;Zapamatovat heslo v systémové klíčence</translation>
    </message>
    <message>
        <source>The password is kept only if you ask, in the system&apos;s keyring.</source>
        <translation>Heslo se uchová jen na požádání, v systémové klíčence.</translation>
    </message>
    <message>
        <source>No system keyring was found, so the password cannot be remembered: it is asked for each time.</source>
        <translation>Systémová klíčenka nebyla nalezena, takže heslo nelze zapamatovat: zeptáme se na ně pokaždé.</translation>
    </message>
</context>
<context>
    <name>ShootingPanel</name>
    <message>
        <source>shooter moved</source>
        <translation>střelec se pohnul</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>dlouhý dostřel</translation>
    </message>
    <message>
        <source>skirmishers or lone character</source>
        <translation>skirmish nebo samostatná postava</translation>
    </message>
    <message>
        <source>soft cover</source>
        <translation>lehký kryt</translation>
    </message>
    <message>
        <source>hard cover</source>
        <translation>těžký kryt</translation>
    </message>
    <message>
        <source>dense jungle</source>
        <translation>hustá džungle</translation>
    </message>
    <message>
        <source>large target</source>
        <translation>velký cíl</translation>
    </message>
    <message>
        <source>No black powder</source>
        <translation>Bez střelného prachu</translation>
    </message>
    <message>
        <source>Damp: no AP</source>
        <translation>Zvlhlý: bez AP</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Overcharged: +2 S, lost</source>
        <translation>Přebitá: +2 S, ztracena</translation>
    </message>
    <message>
        <source>Damp powder: the volley loses armour piercing.</source>
        <translation>Zvlhlý prach: salva ztrácí průraznost.</translation>
    </message>
    <message>
        <source>The volley fires as usual.</source>
        <translation>Salva střílí jako obvykle.</translation>
    </message>
    <message>
        <source>Overcharged: +2 Strength for this volley, then the weapon is lost for the rest of the game.</source>
        <translation>Přebitá: +2 k Síle pro tuto salvu, poté je zbraň do konce hry ztracena.</translation>
    </message>
    <message>
        <source>Shooters</source>
        <translation>Střelci</translation>
    </message>
    <message>
        <source>&amp;Shots</source>
        <translation>&amp;Výstřely</translation>
    </message>
    <message>
        <source>Shots fired in this volley (1 to 1,000).</source>
        <translation>Výstřely v této salvě (1 až 1 000).</translation>
    </message>
    <message>
        <source>&amp;Ballistic Skill</source>
        <translation>Bal&amp;istická dovednost</translation>
    </message>
    <message>
        <source>To-hit modifiers</source>
        <translation>Modifikátory na zásah</translation>
    </message>
    <message>
        <source>Shooter &amp;moved (−1)</source>
        <translation>S&amp;třelec se pohnul (−1)</translation>
    </message>
    <message>
        <source>Long range (−1)</source>
        <translation>Dlouhý dostřel (−1)</translation>
    </message>
    <message>
        <source>Beyond half the weapon&apos;s range.</source>
        <translation>Za polovinou dostřelu zbraně.</translation>
    </message>
    <message>
        <source>S&amp;kirmishers or lone character (−1)</source>
        <translation>S&amp;kirmish nebo samostatná postava (−1)</translation>
    </message>
    <message>
        <source>Cancelled when the target is in loose order.</source>
        <translation>Neplatí, je-li cíl ve volné formaci.</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Kryt</translation>
    </message>
    <message>
        <source>Cover does not stack: the target counts one cover only.</source>
        <translation>Kryty se nesčítají: cíl má vždy jen jeden kryt.</translation>
    </message>
    <message>
        <source>&amp;No cover</source>
        <translation>&amp;Bez krytu</translation>
    </message>
    <message>
        <source>Soft cover (−1)</source>
        <translation>Lehký kryt (−1)</translation>
    </message>
    <message>
        <source>Hard cover (−2)</source>
        <translation>Těžký kryt (−2)</translation>
    </message>
    <message>
        <source>&amp;Dense jungle (−2)</source>
        <translation>H&amp;ustá džungle (−2)</translation>
    </message>
    <message>
        <source>Lustria: shooting at models inside dense jungle.</source>
        <translation>Lustrie: střelba na modely v husté džungli.</translation>
    </message>
    <message>
        <source>Large &amp;target (+1)</source>
        <translation>Velký &amp;cíl (+1)</translation>
    </message>
    <message>
        <source>Target in l&amp;oose order</source>
        <translation>Cíl ve v&amp;olné formaci</translation>
    </message>
    <message>
        <source>Lustria: a loose-order unit is shot at without the −1 for skirmishers.</source>
        <translation>Lustrie: na jednotku ve volné formaci se střílí bez −1 za skirmish.</translation>
    </message>
    <message>
        <source>Other to-hit modif&amp;ier</source>
        <translation>Jiný modifikátor na zás&amp;ah</translation>
    </message>
    <message>
        <source>Anything not listed above, added to the named modifiers. A scenario file that gives only a net hit_modifier shows it here.</source>
        <translation>Cokoli, co není uvedeno výše; přičte se k pojmenovaným modifikátorům. Soubor scénáře, který udává jen čistý hit_modifier, ho zobrazí zde.</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Zbraň</translation>
    </message>
    <message>
        <source>Stren&amp;gth</source>
        <translation>Sí&amp;la</translation>
    </message>
    <message>
        <source>&amp;Armour piercing (−1 save)</source>
        <translation>&amp;Průraznost (−1 k záchraně)</translation>
    </message>
    <message>
        <source>Handguns, for example.</source>
        <translation>Například ručnice.</translation>
    </message>
    <message>
        <source>Bla&amp;ck powder</source>
        <translation>Stř&amp;elný prach</translation>
    </message>
    <message>
        <source>Lustria: one D6 for the unit each volley. 1: damp, no armour piercing; 2–5: normal; 6: +2 Strength, then the weapon is lost for the game.</source>
        <translation>Lustrie: jedna D6 pro jednotku na každou salvu. 1: zvlhlý, bez průraznosti; 2–5: normální; 6: +2 k Síle, poté je zbraň do konce hry ztracena.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>To&amp;ughness</source>
        <translation>O&amp;dolnost</translation>
    </message>
    <message>
        <source>&amp;Wounds per model</source>
        <translation>Z&amp;ranění na model</translation>
    </message>
    <message>
        <source>Armour save</source>
        <translation>Záchrana zbrojí</translation>
    </message>
    <message>
        <source>Worn armour with Lizardmen Scaly Skin counted in.</source>
        <translation>Nošená zbroj včetně Šupin Lizardmenů.</translation>
    </message>
    <message>
        <source>Wa&amp;rd save</source>
        <translation>Ochranný &amp;hod</translation>
    </message>
    <message>
        <source>Taken after armour, never modified.</source>
        <translation>Hází se po zbroji, nikdy se nemodifikuje.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nenastaveno</translation>
    </message>
    <message>
        <source>Unit si&amp;ze (models)</source>
        <translation>Velikost jednotky (&amp;modely)</translation>
    </message>
    <message>
        <source>Optional: caps the models removed at the unit&apos;s size.</source>
        <translation>Volitelné: počet odstraněných modelů omezí velikostí jednotky.</translation>
    </message>
    <message>
        <source>Exactly</source>
        <translation>Přesně</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Alespoň</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Unsaved wounds</source>
        <translation>Nezachráněná zranění</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
    <message>
        <source>Models removed</source>
        <translation>Odstraněné modely</translation>
    </message>
    <message>
        <source>Black powder</source>
        <translation>Střelný prach</translation>
    </message>
    <message>
        <source>D6</source>
        <translation>D6</translation>
    </message>
    <message>
        <source>Powder</source>
        <translation>Prach</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Šance</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>AP</translation>
    </message>
    <message>
        <source>To wound</source>
        <translation>Na zranění</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Záchrana</translation>
    </message>
    <message>
        <source>Unsaved
per shot</source>
        <translation>Nezachr.
na výstřel</translation>
    </message>
    <message>
        <source>Expected
wounds</source>
        <translation>Očekávaná
zranění</translation>
    </message>
    <message>
        <source>At least
one</source>
        <translation>Alespoň
jedno</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabulky</translation>
    </message>
    <message>
        <source>To hit by Ballistic Skill, with the current modifier</source>
        <translation>Na zásah podle Balistické dovednosti, s aktuálním modifikátorem</translation>
    </message>
    <message>
        <source>To hit, per shot</source>
        <translation>Na zásah, na výstřel</translation>
    </message>
    <message>
        <source>Expected unsaved wounds</source>
        <translation>Očekávaná nezachráněná zranění</translation>
    </message>
    <message>
        <source>Expected models removed</source>
        <translation>Očekávané odstraněné modely</translation>
    </message>
    <message>
        <source>At least one unsaved wound</source>
        <translation>Alespoň jedno nezachráněné zranění</translation>
    </message>
    <message>
        <source>Weapon lost in this volley (overcharged)</source>
        <translation>Zbraň ztracena v této salvě (přebitá)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (cancelled: the target is in loose order)</source>
        <translation>%1 (zrušeno: cíl je ve volné formaci)</translation>
    </message>
    <message>
        <source>other %1</source>
        <translation>jiný %1</translation>
    </message>
    <message>
        <source>net %1 as entered</source>
        <translation>čistý %1 dle zadání</translation>
    </message>
    <message>
        <source>Net to-hit modifier %1 (%2): %3.</source>
        <translation>Čistý modifikátor na zásah %1 (%2): %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádný</translation>
    </message>
    <message>
        <source>cannot hit</source>
        <translation>nelze zasáhnout</translation>
    </message>
    <message>
        <source>6, then %1</source>
        <translation>6, pak %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Chance the weapon is lost (overcharged) within K turns of firing, firing once a turn:</source>
        <translation>Šance, že zbraň bude ztracena (přebitím) během K kol střelby, při střelbě jednou za kolo:</translation>
    </message>
    <message>
        <source>Without black powder the weapon is never lost.</source>
        <translation>Bez střelného prachu se zbraň nikdy neztratí.</translation>
    </message>
    <message>
        <source>By turn %1</source>
        <translation>Do %1. kola</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Ztracena</translation>
    </message>
    <message>
        <source>S%1</source>
        <translation>S%1</translation>
    </message>
    <message>
        <source>T%1</source>
        <translation>T%1</translation>
    </message>
    <message>
        <source>To wound: Strength (rows) against Toughness (columns); the current pair is marked.</source>
        <translation>Na zranění: Síla (řádky) proti Odolnosti (sloupce); aktuální dvojice je označena.</translation>
    </message>
    <message>
        <source>BS%1</source>
        <translation>BS%1</translation>
    </message>
    <message>
        <source>Roll needed</source>
        <translation>Potřebný hod</translation>
    </message>
    <message>
        <source>To hit by Ballistic Skill at modifier %1 (7+ is a 6 then 4+, 8+ a 6 then 5+, 9+ a 6 then 6).</source>
        <translation>Na zásah podle Balistické dovednosti s modifikátorem %1 (7+ je 6 a pak 4+, 8+ je 6 a pak 5+, 9+ je 6 a pak 6).</translation>
    </message>
    <message>
        <source>Every shot rolls to hit, to wound, then the armour save and the ward save; a 1 always misses and always fails a save.</source>
        <translation>Každý výstřel hází na zásah, na zranění, pak záchranu zbrojí a ochranný hod; 1 vždy mine a při záchraně vždy selže.</translation>
    </message>
    <message>
        <source>Black powder: one D6 for the whole unit each volley, so every shot of the volley shares it. Overcharging adds 2 Strength but never above 10.</source>
        <translation>Střelný prach: jedna D6 pro celou jednotku na každou salvu, takže ji sdílejí všechny výstřely salvy. Přebití přidá 2 k Síle, ale nikdy nad 10.</translation>
    </message>
    <message>
        <source>Models removed: wounds go to one model until it dies, so whole models removed are the unsaved wounds divided by the Wounds per model, rounded down (never more than the unit, when its size is set).</source>
        <translation>Odstraněné modely: zranění jdou na jeden model, dokud nezemře, takže celých odstraněných modelů je tolik, kolik dají nezachráněná zranění vydělená Zraněními na model, zaokrouhleno dolů (nikdy víc než jednotka, je-li zadána její velikost).</translation>
    </message>
    <message>
        <source>Cover does not stack (one of soft, hard or dense jungle). A loose-order target cancels only the −1 for skirmishers.</source>
        <translation>Kryty se nesčítají (jeden z: lehký, těžký nebo hustá džungle). Cíl ve volné formaci ruší jen −1 za skirmish.</translation>
    </message>
    <message>
        <source>The other to-hit modifier is not named, so a saved scenario keeps only the net modifier.</source>
        <translation>Jiný modifikátor na zásah není pojmenovaný, takže uložený scénář zachová jen čistý modifikátor.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Open the %1 menu</source>
        <translation>Otevřít nabídku %1</translation>
    </message>
    <message>
        <source>Show the tooltip of the control that has the focus</source>
        <translation>Zobrazit nápovědu k ovládacímu prvku, který má fokus</translation>
    </message>
    <message>
        <source>Next page of the tab in view (Ctrl+Shift+Tab: the one before)</source>
        <translation>Další stránka zobrazené karty (Ctrl+Shift+Tab: předchozí)</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Přejít na %1</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>Zobrazit %1</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Šipky</translation>
    </message>
    <message>
        <source>Next control, previous control (in reading order: the form, then the results)</source>
        <translation>Další ovládací prvek, předchozí ovládací prvek (v pořadí čtení: formulář, pak výsledky)</translation>
    </message>
    <message>
        <source>In a result table: from cell to cell, each cell&apos;s exact value shown beside it</source>
        <translation>V tabulce výsledků: z buňky do buňky, přesná hodnota každé buňky se zobrazí vedle ní</translation>
    </message>
    <message>
        <source>Arrow keys, Home, End</source>
        <translation>Šipky, Home, End</translation>
    </message>
    <message>
        <source>On a chart: from bar to bar (or point to point), each one read out</source>
        <translation>Na grafu: ze sloupce na sloupec (nebo z bodu na bod), každý se přečte</translation>
    </message>
    <message>
        <source>In a group of choices: from one choice to the next</source>
        <translation>Ve skupině voleb: z jedné volby na další</translation>
    </message>
    <message>
        <source>In a table of rows to edit: leave the table (Tab steps through its cells, and out after the last)</source>
        <translation>V tabulce řádků k úpravě: opustit tabulku (Tab prochází její buňky a za poslední z ní vyjde)</translation>
    </message>
    <message>
        <source>Tick or untick a check box, press a button</source>
        <translation>Zaškrtnout nebo odškrtnout políčko, stisknout tlačítko</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>The window</source>
        <translation>Okno</translation>
    </message>
    <message>
        <source>This page: %1</source>
        <translation>Tato stránka: %1</translation>
    </message>
    <message>
        <source>On every page</source>
        <translation>Na každé stránce</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Co dělají</translation>
    </message>
    <message>
        <source>No keys of its own</source>
        <translation>Žádné vlastní klávesy</translation>
    </message>
</context>
<context>
    <name>SpreadsheetDialog</name>
    <message>
        <source>Standings for a spreadsheet</source>
        <translation>Pořadí pro tabulkový procesor</translation>
    </message>
    <message>
        <source>Results for a spreadsheet</source>
        <translation>Výsledky pro tabulkový procesor</translation>
    </message>
    <message>
        <source>Export for a spreadsheet</source>
        <translation>Exportovat pro tabulkový procesor</translation>
    </message>
    <message>
        <source>Choose the spreadsheet that will open the file. Excel and LibreOffice in Italian or Czech read semicolons and decimal commas, in English commas and decimal points; a file written for the other kind opens with each line in one column. The choice is kept for this event.</source>
        <translation>Zvolte tabulkový procesor, který soubor otevře. Excel a LibreOffice v italštině nebo češtině čtou středníky a desetinné čárky, v angličtině čárky a desetinné tečky; soubor zapsaný pro ten druhý druh se otevře s každým řádkem v jednom sloupci. Volba se pro tento turnaj zapamatuje.</translation>
    </message>
    <message>
        <source>The spreadsheet</source>
        <translation>Tabulkový procesor</translation>
    </message>
    <message>
        <source>English: decimal point (22.5)</source>
        <translation>Angličtina: desetinná tečka (22.5)</translation>
    </message>
    <message>
        <source>Italian: decimal comma (22,5)</source>
        <translation>Italština: desetinná čárka (22,5)</translation>
    </message>
    <message>
        <source>Czech: decimal comma (22,5)</source>
        <translation>Čeština: desetinná čárka (22,5)</translation>
    </message>
    <message>
        <source>Commas (,)</source>
        <translation>Čárky (,)</translation>
    </message>
    <message>
        <source>Semicolons (;)</source>
        <translation>Středníky (;)</translation>
    </message>
    <message>
        <source>Spreadsheet&apos;s &amp;language</source>
        <translation>&amp;Jazyk tabulkového procesoru</translation>
    </message>
    <message>
        <source>The language the spreadsheet is set to: it decides how a decimal number is written.</source>
        <translation>Jazyk, na který je tabulkový procesor nastaven: určuje, jak se píše desetinné číslo.</translation>
    </message>
    <message>
        <source>Fields &amp;separated by</source>
        <translation>Pole &amp;oddělená</translation>
    </message>
    <message>
        <source>What the spreadsheet reads between two fields: the language&apos;s own unless its list separator was changed.</source>
        <translation>Co tabulkový procesor čte mezi dvěma poli: to, co patří k jeho jazyku, pokud se oddělovač seznamu nezměnil.</translation>
    </message>
    <message>
        <source>The file&apos;s &amp;first lines:</source>
        <translation>&amp;První řádky souboru:</translation>
    </message>
    <message>
        <source>The file&apos;s first lines</source>
        <translation>První řádky souboru</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Uložit jako…</translation>
    </message>
</context>
<context>
    <name>StackedBarChart</name>
    <message>
        <source>No result yet.</source>
        <translation>Zatím žádný výsledek.</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Frakce</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <source>D</source>
        <translation>R</translation>
    </message>
    <message>
        <source>L</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Volna</translation>
    </message>
    <message>
        <source>Bonus/penalty</source>
        <translation>Bonus/penalizace</translation>
    </message>
    <message>
        <source>Tournament points, the first key of the ranking.</source>
        <translation>Turnajové body, první kritérium pořadí.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remízy</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <source>Byes: neither a win, a draw nor a loss.</source>
        <translation>Volna: ani výhra, ani remíza, ani prohra.</translation>
    </message>
    <message>
        <source>Strength of schedule: the sum of the current tournament points of every opponent met (a bye adds nothing; a dropped opponent still counts).</source>
        <translation>Síla soupeřů: součet současných turnajových bodů všech soupeřů, se kterými hráč hrál (volno nic nepřidává; soupeř, který odstoupil, se stále počítá).</translation>
    </message>
    <message>
        <source>Strength of schedule: the sum of the current tournament points of every opponent met, and for each bye an average opponent, the mean of those points (a dropped opponent still counts).</source>
        <translation>Síla soupeřů: součet současných turnajových bodů všech soupeřů, se kterými hráč hrál, a za každé volno průměrný soupeř, průměr těchto bodů (soupeř, který odstoupil, se stále počítá).</translation>
    </message>
    <message>
        <source>VP scored minus VP conceded, over every game played.</source>
        <translation>Získané VP minus ztracené VP ze všech odehraných her.</translation>
    </message>
    <message>
        <source>VP scored minus VP conceded, over every game played and every bye as the event&apos;s settings count it.</source>
        <translation>Získané VP minus ztracené VP ve všech odehraných hrách a ve všech volnech, jak je počítá nastavení akce.</translation>
    </message>
    <message>
        <source>VP scored over every game played.</source>
        <translation>Získané VP ze všech odehraných her.</translation>
    </message>
    <message>
        <source>VP scored over every game played and every bye as the event&apos;s settings count it.</source>
        <translation>Získané VP ve všech odehraných hrách a ve všech volnech, jak je počítá nastavení akce.</translation>
    </message>
    <message>
        <source>Bonus and penalty points the organiser gave, each with its reason; they count in the tournament points.</source>
        <translation>Bonusové a trestné body od pořadatele, každé s důvodem; počítají se do turnajových bodů.</translation>
    </message>
    <message>
        <source>The painting score: a tiebreak, added to the points or an award of its own, as the event&apos;s settings say; a dash when not given.</source>
        <translation>Hodnocení malování: rozhodující kritérium, přičtené k bodům nebo samostatná cena, jak říká nastavení akce; pomlčka, když nebylo zadáno.</translation>
    </message>
    <message>
        <source>The sportsmanship the player received, summed over the rounds: a tiebreak, added to the points or an award of its own, as the event&apos;s settings say; a dash when not given.</source>
        <translation>Sportovní hodnocení, které hráč dostal, sečtené přes kola: rozhodující kritérium, přičtené k bodům nebo samostatná cena, jak říká nastavení akce; pomlčka, když nebylo zadáno.</translation>
    </message>
    <message>
        <source>%1 (dropped)</source>
        <translation>%1 (odstoupil)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: bonus and penalty points %2</source>
        <translation>%1: bonusové a trestné body %2</translation>
    </message>
    <message>
        <source>bonus and penalty points: %1</source>
        <translation>bonusové a trestné body: %1</translation>
    </message>
    <message>
        <source>soft scores added to the points: %1</source>
        <translation>doplňková hodnocení přičtená k bodům: %1</translation>
    </message>
    <message>
        <source>%1: %2 tournament points</source>
        <translation>%1: turnajové body %2</translation>
    </message>
    <message>
        <source>round %1: %2, now %3</source>
        <translation>kolo %1: %2, nyní %3</translation>
    </message>
    <message>
        <source>%1: SoS %2, the current points of each opponent met:</source>
        <translation>%1: SoS %2, současné body každého soupeře:</translation>
    </message>
    <message>
        <source>round %1 against %2: %3</source>
        <translation>kolo %1 proti %2: %3</translation>
    </message>
    <message>
        <source>%1: VP scored %2 − VP conceded %3 = %4</source>
        <translation>%1: získané VP %2 − ztracené VP %3 = %4</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>kolo %1: %2</translation>
    </message>
    <message>
        <source>%1: VP scored %2, the sum of:</source>
        <translation>%1: získané VP %2, součet:</translation>
    </message>
    <message>
        <source>Equal on every key with %1: the rank is shared, and names are listed in alphabetical order.</source>
        <translation>Ve všech kritériích shodný s: %1; místo je sdílené a jména jsou seřazena abecedně.</translation>
    </message>
    <message>
        <source>round %1, bye: no VP</source>
        <translation>kolo %1, volno: žádné VP</translation>
    </message>
    <message>
        <source>round %1, bye: %2 (a fixed number for a bye)</source>
        <translation>kolo %1, volno: %2 (pevný počet za volno)</translation>
    </message>
    <message>
        <source>round %1, bye: %2 (no other game to average yet)</source>
        <translation>kolo %1, volno: %2 (zatím žádná jiná hra do průměru)</translation>
    </message>
    <message>
        <source>round %1, bye: %2 (the average of the other games)</source>
        <translation>kolo %1, volno: %2 (průměr ostatních her)</translation>
    </message>
    <message>
        <source>round %1, bye: an average opponent, %2</source>
        <translation>kolo %1, volno: průměrný soupeř, %2</translation>
    </message>
    <message>
        <source>round %1, bye: nothing (no opponent met yet)</source>
        <translation>kolo %1, volno: nic (zatím žádný soupeř)</translation>
    </message>
    <message>
        <source>round %1, bye: nothing</source>
        <translation>kolo %1, volno: nic</translation>
    </message>
    <message>
        <source>round %1, bye: %2</source>
        <translation>kolo %1, volno: %2</translation>
    </message>
    <message>
        <source>win</source>
        <translation>výhra</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remíza</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>prohra</translation>
    </message>
    <message>
        <source>%1, conceded</source>
        <translation>%1, vzdal se</translation>
    </message>
    <message>
        <source>round %1, %2 against %3: %4</source>
        <translation>kolo %1, %2 proti %3: %4</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Standings</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Ranked by tournament points, then by each tiebreak in the order the Event page sets. Players equal on every key share the rank. Point at a number to see how it was computed.</source>
        <translation>Seřazeno podle turnajových bodů, pak podle pomocných kritérií v pořadí nastaveném na stránce Turnaj. Hráči shodní ve všech kritériích sdílejí místo. Najeďte na číslo a uvidíte, jak bylo spočítáno.</translation>
    </message>
    <message>
        <source>Best painted</source>
        <translation>Nejlépe malovaná armáda</translation>
    </message>
    <message>
        <source>Best sport</source>
        <translation>Nejsportovnější hráč</translation>
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
        <translation>Pořadí před kolem 1</translation>
    </message>
    <message>
        <source>Final standings after round %1 of %2</source>
        <translation>Konečné pořadí po kole %1 z %2</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Pořadí po kole %1</translation>
    </message>
    <message>
        <source>Standings during round %1 (provisional: %2 of %3 results in)</source>
        <translation>Pořadí během kola %1 (předběžné: zadáno %2 z %3 výsledků)</translation>
    </message>
</context>
<context>
    <name>StealPanel</name>
    <message>
        <source>Stealing side</source>
        <translation>Kradoucí strana</translation>
    </message>
    <message>
        <source>&amp;Dice in the fight</source>
        <translation>Kostky &amp;v boji</translation>
    </message>
    <message>
        <source>Its dice after the stealing model gives up one Attack (friends fighting alongside add theirs).</source>
        <translation>Její kostky poté, co kradoucí model obětuje jeden Útok (přátelé bojující po jeho boku přidají své).</translation>
    </message>
    <message>
        <source>Figh&amp;t value</source>
        <translation>&amp;Boj</translation>
    </message>
    <message>
        <source>&amp;Strength of the stealing model</source>
        <translation>Síla krado&amp;ucího modelu</translation>
    </message>
    <message>
        <source>Friends in base contact with the carrier (+&amp;1 each)</source>
        <translation>Přátelé v kontaktu podstavců s nosičem míče (+&amp;1 za každého)</translation>
    </message>
    <message>
        <source>Cavalry and supporting models never count.</source>
        <translation>Jezdectvo a podporující modely se nikdy nepočítají.</translation>
    </message>
    <message>
        <source>&amp;Might for the D3</source>
        <translation>&amp;Moc pro D3</translation>
    </message>
    <message>
        <source>Carrier&apos;s side</source>
        <translation>Strana nosiče míče</translation>
    </message>
    <message>
        <source>D&amp;ice in the fight</source>
        <translation>K&amp;ostky v boji</translation>
    </message>
    <message>
        <source>Its Attacks; doubled when it shields.</source>
        <translation>Její Útoky; dvojnásobné, když se kryje.</translation>
    </message>
    <message>
        <source>Fi&amp;ght value</source>
        <translation>Bo&amp;j</translation>
    </message>
    <message>
        <source>Stre&amp;ngth of the carrier</source>
        <translation>Sí&amp;la nosiče míče</translation>
    </message>
    <message>
        <source>Friends in base contact with the stealer (+1 e&amp;ach)</source>
        <translation>Přátelé v kontaktu podstavců se zlodějem (+1 za &amp;každého)</translation>
    </message>
    <message>
        <source>Might fo&amp;r the D3</source>
        <translation>Mo&amp;c pro D3</translation>
    </message>
    <message>
        <source>Shi&amp;elds (double dice, cannot strike back)</source>
        <translation>K&amp;ryje se (dvojnásobné kostky, nemůže vrátit úder)</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Jezdectvo</translation>
    </message>
    <message>
        <source>&amp;Cavalry knocks the carrier down: the stealer may re-roll its D3</source>
        <translation>J&amp;ezdectvo srazí nosiče míče na zem: zloděj smí přehodit svou D3</translation>
    </message>
    <message>
        <source>A failed steal then forces the carrier&apos;s Courage test.</source>
        <translation>Neúspěšná krádež pak vynutí test odvahy nosiče míče.</translation>
    </message>
    <message>
        <source>Show the carrier&apos;s C&amp;ourage test</source>
        <translation>Zobrazit test o&amp;dvahy nosiče míče</translation>
    </message>
    <message>
        <source>Carrier&apos;s Co&amp;urage</source>
        <translation>Odvah&amp;a nosiče míče</translation>
    </message>
    <message>
        <source>2D6 + Courage ≥ 10, Might not used; a failure drops the ball.</source>
        <translation>2D6 + Odvaha ≥ 10, bez Moci; při neúspěchu nosič upustí míč.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Rozdíl</translation>
    </message>
    <message>
        <source>P(steal) by the Might the stealer may spend (the carrier spends none)</source>
        <translation>P(krádež) podle Moci, kterou smí zloděj utratit (nosič míče neutratí nic)</translation>
    </message>
    <message>
        <source>Stealer&apos;s Might</source>
        <translation>Moc zloděje</translation>
    </message>
    <message>
        <source>P(steal)</source>
        <translation>P(krádež)</translation>
    </message>
    <message>
        <source>Might spent on average</source>
        <translation>Průměrně utracená Moc</translation>
    </message>
    <message>
        <source>Going beyond: both sides spend Might as well as they can</source>
        <translation>Nad rámec: obě strany utrácejí Moc co nejlépe</translation>
    </message>
    <message>
        <source>P(steal) by Might budget: rows the stealer&apos;s, columns the carrier&apos;s</source>
        <translation>P(krádež) podle rozpočtu Moci: řádky zloděj, sloupce nosič míče</translation>
    </message>
    <message>
        <source>Interpretations: the fight is rolled without Might, since the Ringball rules bring Might in only for the D3, so every point is kept for the contest. A side with no dice in the fight cannot win it. Might changes a side&apos;s own D3 by 1 per point, never past 1 or 3: the seed lets Might modify &quot;the result of the D3&quot;, read here as a result that die can show, so a D3 stays at most 3 after Might. With cavalry, the stealer re-rolls its D3 exactly when it would otherwise lose, before any Might is spent.</source>
        <translation>Výklady: boj se hází bez Moci, protože pravidla Ringballu zapojují Moc jen pro D3, takže každý bod zůstává pro klání. Strana bez kostek v boji ho nemůže vyhrát. Moc mění vlastní D3 strany o 1 za bod, nikdy pod 1 ani nad 3: pravidla dovolují Mocí upravit &quot;výsledek D3&quot;, což se zde čte jako výsledek, který ta kostka může ukázat, takže D3 je i po Moci nejvýše 3. S jezdectvem zloděj přehodí svou D3 právě tehdy, když by jinak prohrál, ještě než se utratí jakákoli Moc.</translation>
    </message>
    <message>
        <source>The rule used: once both D3 are rolled (and any cavalry re-roll is taken), the side that is losing the contest — the stealer on a tie, as it needs a strictly higher total — may spend one point of Might to raise its own D3 by 1; then the other side may answer, and so on, as the lead changes. A side spends only if that lets it end up winning, and then as little as it can; a side that cannot end up winning spends nothing. The dice are known, so every line of play is searched and the result is exact.</source>
        <translation>Použité pravidlo: jakmile jsou hozeny obě D3 (a proveden případný přehoz jezdectva), strana, která klání prohrává — zloděj při remíze, protože potřebuje ostře vyšší součet — smí utratit jeden bod Moci a zvýšit svou D3 o 1; pak smí odpovědět druhá strana a tak dále, jak se mění vedení. Strana utrácí, jen pokud jí to nakonec zajistí výhru, a pak co nejméně; strana, která nakonec vyhrát nemůže, neutratí nic. Kostky jsou známé, takže se prohledá každý průběh hry a výsledek je přesný.</translation>
    </message>
    <message>
        <source>The fight: %1 against %2; the highest die wins, a tie goes to the higher Fight value (equal Fight: a roll-off).</source>
        <translation>Boj: %1 proti %2; vyhrává nejvyšší kostka, remízu rozhoduje vyšší Boj (při stejném Boji rozhodující hod).</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n kostka</numerusform>
            <numerusform>%n kostky</numerusform>
            <numerusform>%n kostek</numerusform>
        </translation>
    </message>
    <message>
        <source>With %1 Might for the stealer and %2 for the carrier: P(steal) %3; the stealer spends %4 Might and the carrier %5 on average per contest.</source>
        <translation>S Mocí %1 pro zloděje a %2 pro nosiče míče: P(krádež) %3; zloděj utratí v průměru %4 Moci a nosič %5 na jedno klání.</translation>
    </message>
    <message>
        <source>The stealing side wins the fight</source>
        <translation>Kradoucí strana vyhrává boj</translation>
    </message>
    <message>
        <source>Steal: the ball changes hands</source>
        <translation>Krádež: míč mění majitele</translation>
    </message>
    <message>
        <source>The carrier&apos;s side wins and strikes back</source>
        <translation>Strana nosiče míče vyhrává a vrací úder</translation>
    </message>
    <message>
        <source>The carrier&apos;s side wins while shielding (no blows)</source>
        <translation>Strana nosiče míče vyhrává, zatímco se kryje (bez úderů)</translation>
    </message>
    <message>
        <source>Contest won, once the fight is won</source>
        <translation>Klání vyhráno, pokud je boj vyhrán</translation>
    </message>
    <message>
        <source>Steal without any Might</source>
        <translation>Krádež bez jakékoli Moci</translation>
    </message>
    <message>
        <source>Steal fails and the carrier drops the ball (Courage)</source>
        <translation>Krádež selže a nosič upustí míč (Odvaha)</translation>
    </message>
    <message>
        <source>Might the stealer spends per contest (average)</source>
        <translation>Moc, kterou zloděj utratí na klání (průměr)</translation>
    </message>
    <message>
        <source>Might the carrier spends per contest (average)</source>
        <translation>Moc, kterou nosič míče utratí na klání (průměr)</translation>
    </message>
    <message>
        <source>Stealer %1</source>
        <translation>Zloděj %1</translation>
    </message>
    <message>
        <source>Carrier %1</source>
        <translation>Nosič %1</translation>
    </message>
</context>
<context>
    <name>SwapForm</name>
    <message>
        <source>Swap two players by hand</source>
        <translation>Ruční prohození dvou hráčů</translation>
    </message>
    <message>
        <source>Pla&amp;yer</source>
        <translation>&amp;Hráč</translation>
    </message>
    <message>
        <source>S&amp;wap with</source>
        <translation>&amp;Prohodit s</translation>
    </message>
    <message>
        <source>Sw&amp;ap…</source>
        <translation>P&amp;rohodit…</translation>
    </message>
    <message>
        <source>%1 (table %2)</source>
        <translation>%1 (stůl %2)</translation>
    </message>
    <message>
        <source>%1 (bye)</source>
        <translation>%1 (volno)</translation>
    </message>
    <message>
        <source>Choose two different players to swap.</source>
        <translation>Zvolte k prohození dva různé hráče.</translation>
    </message>
    <message>
        <source>%1 and %2 have played each other before (a rematch).</source>
        <translation>%1 a %2 už spolu hráli (odveta).</translation>
    </message>
    <message>
        <source>%1 and %2 are from the same club.</source>
        <translation>%1 a %2 jsou ze stejného klubu.</translation>
    </message>
    <message>
        <source>%1 would leave their fixed table.</source>
        <translation>%1 by opustil svůj pevný stůl.</translation>
    </message>
    <message>
        <source>%1 would get a second bye.</source>
        <translation>%1 by dostal druhé volno.</translation>
    </message>
    <message>
        <source>Swap %1 and %2 in round %3?</source>
        <translation>Prohodit %1 a %2 v kole %3?</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Prohodit dva hráče</translation>
    </message>
    <message>
        <source>%1 and %2 are swapped (the log keeps it).</source>
        <translation>%1 a %2 jsou prohozeni (záznam to uchová).</translation>
    </message>
</context>
<context>
    <name>SweepPanel</name>
    <message>
        <source>Net success DICE</source>
        <translation>KOSTKY hodu na úspěch celkem</translation>
    </message>
    <message>
        <source>Weapon INJURY DICE</source>
        <translation>KOSTKY ZRANĚNÍ zbraně</translation>
    </message>
    <message>
        <source>Weapon injury modifier</source>
        <translation>Modifikátor zranění zbraně</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Brnění</translation>
    </message>
    <message>
        <source>BLOOD MARKERS spent</source>
        <translation>Utracené ŽETONY KRVE</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Žádné</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardní</translation>
    </message>
    <message>
        <source>Reinforced</source>
        <translation>Zesílené</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Strojové</translation>
    </message>
    <message>
        <source>Use the Attack page&apos;s &amp;weapon and target</source>
        <translation>&amp;Použít zbraň a cíl ze stránky Útok</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Průběh</translation>
    </message>
    <message>
        <source>Va&amp;ry</source>
        <translation>&amp;Měnit</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Injury roll: markers spent</source>
        <translation>Hod na zranění: utracené žetony</translation>
    </message>
    <message>
        <source>BLOOD MARKERS spent by the attac&amp;ker (+1 each)</source>
        <translation>ŽETONY K&amp;RVE utracené útočníkem (+1 za každý)</translation>
    </message>
    <message>
        <source>At the current value</source>
        <translation>Při aktuální hodnotě</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>The dashed line marks the current value; every other input is held.</source>
        <translation>Čárkovaná čára označuje aktuální hodnotu; všechny ostatní vstupy zůstávají beze změny.</translation>
    </message>
    <message>
        <source>Our readings: net DICE vary through &quot;Other DICE&quot; so the named sources keep their other effects; the Machine Armour point drops a trench shield; varying the markers spent gives the target the markers it needs.</source>
        <translation>Naše výklady: KOSTKY celkem se mění přes &quot;Jiné KOSTKY&quot;, takže pojmenované zdroje si ponechají své ostatní účinky; v bodě strojového brnění odpadá zákopový štít; při změně utracených žetonů dostane cíl žetony, které potřebuje.</translation>
    </message>
    <message>
        <source>&amp;Bloodbath (spend %1 BLOOD MARKERS)</source>
        <translation>&amp;Krvavá lázeň (utratit ŽETONY KRVE: %1)</translation>
    </message>
    <message>
        <source>One extra die kept and summed. Needs 6 BLOOD MARKERS on the target, 3 if it is Down.</source>
        <translation>Jedna kostka navíc se ponechá a přičte. Vyžaduje 6 ŽETONŮ KRVE na cíli, 3, je-li Sražen k zemi.</translation>
    </message>
    <message>
        <source>Out of Action</source>
        <translation>Vyřazen z boje</translation>
    </message>
    <message>
        <source>Down or Out of Action</source>
        <translation>Sražen k zemi nebo Vyřazen z boje</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Zásah</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Pravděpodobnost (%)</translation>
    </message>
</context>
<context>
    <name>TargetForm</name>
    <message>
        <source>None</source>
        <translation>Žádné</translation>
    </message>
    <message>
        <source>Standard Armour (−1)</source>
        <translation>Standardní brnění (−1)</translation>
    </message>
    <message>
        <source>Reinforced Armour (−2)</source>
        <translation>Zesílené brnění (−2)</translation>
    </message>
    <message>
        <source>Machine Armour (−3)</source>
        <translation>Strojové brnění (−3)</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Brnění</translation>
    </message>
    <message>
        <source>Trench shield (−1)</source>
        <translation>Zákopový štít (−1)</translation>
    </message>
    <message>
        <source>Not with Machine Armour.</source>
        <translation>Ne se strojovým brněním.</translation>
    </message>
    <message>
        <source>Innate armour</source>
        <translation>Vrozené brnění</translation>
    </message>
    <message>
        <source>IMPERVIOUS armour</source>
        <translation>Brnění IMPERVIOUS</translation>
    </message>
    <message>
        <source>Immune to ARMOUR PIERCING and IGNORE ARMOUR (also sacred-icon armour).</source>
        <translation>Imunní vůči ARMOUR PIERCING a IGNORE ARMOUR (i brnění svaté ikony).</translation>
    </message>
    <message>
        <source>New Antioch model</source>
        <translation>Model New Antioch</translation>
    </message>
    <message>
        <source>1.6.3: Machine Armour turns Down into Minor Hit only for New Antioch.</source>
        <translation>1.6.3: strojové brnění mění Sražen k zemi na Lehké zranění jen u New Antioch.</translation>
    </message>
    <message>
        <source>Target is Down</source>
        <translation>Cíl je Sražen k zemi</translation>
    </message>
    <message>
        <source>BLOOD MARKERS on the target</source>
        <translation>ŽETONY KRVE na cíli</translation>
    </message>
    <message>
        <source>TOUGH already used</source>
        <translation>TOUGH již použito</translation>
    </message>
    <message>
        <source>TOUGH</source>
        <translation>TOUGH</translation>
    </message>
    <message>
        <source>The first Out of Action becomes Down.</source>
        <translation>První Vyřazen z boje se změní na Sražen k zemi.</translation>
    </message>
    <message>
        <source>GOLEM</source>
        <translation>GOLEM</translation>
    </message>
    <message>
        <source>Out of Action becomes Down unless the roll was a Bloodbath.</source>
        <translation>Vyřazen z boje se změní na Sražen k zemi, pokud hod nebyl Krvavá lázeň.</translation>
    </message>
    <message>
        <source>MEMENTO MORI</source>
        <translation>MEMENTO MORI</translation>
    </message>
    <message>
        <source>The War Prophet: the first attack that would take the model Out of Action is ignored completely, with no result and no BLOOD MARKERS. It comes after TOUGH and GOLEM.</source>
        <translation>Válečný prorok: první útok, který by model Vyřadil z boje, se zcela ignoruje, bez výsledku a bez ŽETONŮ KRVE. Uplatní se po TOUGH a GOLEM.</translation>
    </message>
    <message>
        <source>INJURY DICE against everything</source>
        <translation>KOSTKY ZRANĚNÍ proti všemu</translation>
    </message>
    <message>
        <source>INJURY DICE against FIRE</source>
        <translation>KOSTKY ZRANĚNÍ proti FIRE</translation>
    </message>
    <message>
        <source>INJURY DICE against GAS</source>
        <translation>KOSTKY ZRANĚNÍ proti GAS</translation>
    </message>
    <message>
        <source>INJURY DICE against SHRAPNEL</source>
        <translation>KOSTKY ZRANĚNÍ proti SHRAPNEL</translation>
    </message>
    <message>
        <source>INJURY DICE against melee</source>
        <translation>KOSTKY ZRANĚNÍ proti útokům na blízko</translation>
    </message>
    <message>
        <source>INJURY DICE against ranged</source>
        <translation>KOSTKY ZRANĚNÍ proti útokům na dálku</translation>
    </message>
    <message>
        <source>Keyword resistances do not stack: the strongest one applies.</source>
        <translation>Rezistence vůči klíčovým slovům se nesčítají: platí nejsilnější.</translation>
    </message>
    <message>
        <source>Negates extra marker</source>
        <translation>Ruší žeton navíc</translation>
    </message>
</context>
<context>
    <name>ThrowPanel</name>
    <message>
        <source>Thrower</source>
        <translation>Házející</translation>
    </message>
    <message>
        <source>&amp;Shoot value</source>
        <translation>St&amp;řelba</translation>
    </message>
    <message>
        <source>The throw roll: no penalty for moving.</source>
        <translation>Hod míčem: bez postihu za pohyb.</translation>
    </message>
    <message>
        <source>Class &amp;Move</source>
        <translation>Pohyb &amp;třídy</translation>
    </message>
    <message>
        <source>The typical Move of the thrower&apos;s class: Hobbits 4″, Dwarves 5″, Men, Elves and Orcs 6″, cavalry 10″. The range is Strength + Move.</source>
        <translation>Typický Pohyb třídy házejícího: hobiti 4″, trpaslíci 5″, lidé, elfové a skřeti 6″, jezdectvo 10″. Dosah je Síla + Pohyb.</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nezadáno</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>A point on the fiel&amp;d</source>
        <translation>&amp;Bod na hřišti</translation>
    </message>
    <message>
        <source>A friendly receiver</source>
        <translation>Spřátelený příjemce</translation>
    </message>
    <message>
        <source>A friendly model not in combat.</source>
        <translation>Spřátelený model, který není v boji.</translation>
    </message>
    <message>
        <source>Receiver&apos;s Sh&amp;oot value</source>
        <translation>Střelb&amp;a příjemce</translation>
    </message>
    <message>
        <source>Its catch roll; automatic after a perfect throw.</source>
        <translation>Jeho hod na chycení; po perfektním hodu automatické.</translation>
    </message>
    <message>
        <source>Enemy interceptors on the line, in order from the thrower</source>
        <translation>Nepřátelští zachytávači na linii, v pořadí od házejícího</translation>
    </message>
    <message>
        <source>Heroic actions</source>
        <translation>Hrdinské akce</translation>
    </message>
    <message>
        <source>Enemy Heroic &amp;Interception</source>
        <translation>Nepřátelské hrdinské za&amp;chycení</translation>
    </message>
    <message>
        <source>An enemy hero within 3″ of the thrower tries to intercept any throw.</source>
        <translation>Nepřátelský hrdina do 3″ od házejícího se pokusí zachytit jakýkoli hod míčem.</translation>
    </message>
    <message>
        <source>Captain abilities</source>
        <translation>Schopnosti kapitána</translation>
    </message>
    <message>
        <source>&amp;Light of Eärendil (High Elves)</source>
        <translation>&amp;Eärendilovo světlo (Vznešení elfové)</translation>
    </message>
    <message>
        <source>&amp;Underground throw (Dwarves)</source>
        <translation>Po&amp;dzemní hod (trpaslíci)</translation>
    </message>
    <message>
        <source>Half the range, rounded up; the throw cannot be intercepted.</source>
        <translation>Polovina dosahu, zaokrouhleno nahoru; hod nelze zachytit.</translation>
    </message>
    <message>
        <source>&amp;Eye of Mordor (+2 Shoot)</source>
        <translation>&amp;Oko Mordoru (+2 Střelba)</translation>
    </message>
    <message>
        <source>The captain and the partner of a throw to or from it roll at +2.</source>
        <translation>Kapitán a jeho partner při hodu míčem ke kapitánovi nebo od něj házejí s +2.</translation>
    </message>
    <message>
        <source>Captain is the thro&amp;wer</source>
        <translation>Kapitán je &amp;házející</translation>
    </message>
    <message>
        <source>Captain is the re&amp;ceiver</source>
        <translation>Kapitán je pří&amp;jemce</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyní</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Rozdíl</translation>
    </message>
    <message>
        <source>Stre&amp;ngth</source>
        <translation>Sí&amp;la</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Střelba</translation>
    </message>
    <message>
        <source>On the ground</source>
        <translation>Na zemi</translation>
    </message>
    <message>
        <source>In combat</source>
        <translation>V boji</translation>
    </message>
    <message>
        <source>Half of the line</source>
        <translation>Polovina linie</translation>
    </message>
    <message>
        <source>On the ground: −1 to intercept; cannot intercept a Heroic Throw.</source>
        <translation>Na zemi: −1 k zachycení; nemůže zachytit hrdinský hod.</translation>
    </message>
    <message>
        <source>In combat: −1 to intercept.</source>
        <translation>V boji: −1 k zachycení.</translation>
    </message>
    <message>
        <source>After a failed throw the ball lands halfway: only the first half of the line is on its trajectory.</source>
        <translation>Po neúspěšném hodu míč dopadne v polovině cesty: na jeho trajektorii je jen první polovina linie.</translation>
    </message>
    <message>
        <source>&amp;Add interceptor</source>
        <translation>Př&amp;idat zachytávače</translation>
    </message>
    <message>
        <source>No enemy model on the line.</source>
        <translation>Na linii není žádný nepřátelský model.</translation>
    </message>
    <message>
        <source>Heroic &amp;Throw</source>
        <translation>H&amp;rdinský hod</translation>
    </message>
    <message>
        <source>Re-roll the throw once, whatever it scored; +D6″ range, interceptors −1, models on the ground cannot intercept.</source>
        <translation>Jedno přehození hodu míčem, ať padlo cokoli; dosah +D6″, zachytávači −1, modely na zemi nemohou zachytit.</translation>
    </message>
    <message>
        <source>Hero&apos;s Shoot value</source>
        <translation>Střelba hrdiny</translation>
    </message>
    <message>
        <source>No captain abilit&amp;y</source>
        <translation>Žádná schopnost &amp;kapitána</translation>
    </message>
    <message>
        <source>Enemy interceptions only on a natural 6, the Winged Creatures&apos; catch included. Not with a Heroic Throw.</source>
        <translation>Nepřátelská zachycení jen na přirozenou 6, včetně chycení okřídlenými stvořeními. Ne s hrdinským hodem.</translation>
    </message>
    <message>
        <source>Enemy Win&amp;ged Creatures (3+)</source>
        <translation>Nepřátelská okřídlená st&amp;voření (3+)</translation>
    </message>
    <message>
        <source>The enemy&apos;s Mordor captain picks a point on the trajectory: on a 3+ the ball is caught (on a natural 6 only against Light of Eärendil, 4+ against a Heroic Throw).</source>
        <translation>Nepřátelský kapitán Mordoru vybere bod na trajektorii: na 3+ je míč chycen (proti Eärendilovu světlu jen na přirozenou 6, proti hrdinskému hodu na 4+).</translation>
    </message>
    <message>
        <source>Where the ball ends (the five outcomes add up to 100%)</source>
        <translation>Kde míč skončí (pět výsledků dává dohromady 100 %)</translation>
    </message>
    <message>
        <source>Where the ball ends</source>
        <translation>Kde míč skončí</translation>
    </message>
    <message>
        <source>Where the ball ends (%)</source>
        <translation>Kde míč skončí (%)</translation>
    </message>
    <message>
        <source>Probability tree</source>
        <translation>Strom pravděpodobností</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>This step</source>
        <translation>Tento krok</translation>
    </message>
    <message>
        <source>Whole path</source>
        <translation>Celá cesta</translation>
    </message>
    <message>
        <source>Ends as</source>
        <translation>Končí jako</translation>
    </message>
    <message>
        <source>Order of resolution: 1. Throw roll with the thrower&apos;s Shoot value, no movement penalty; a natural 6 is a perfect throw. 2. Landing point: the target on a success, halfway on a failure (then only the interceptors on the first half of the line are on the trajectory). 3. Interceptions, one at a time, the first success taking the ball: the Heroic Interception hero, then the interceptors in list order from the thrower, then the Winged Creatures. 4. Catch: automatic after a perfect throw, otherwise the receiver&apos;s Shoot roll; a failure drops the ball at the target.</source>
        <translation>Pořadí vyhodnocení: 1. Hod míčem na Střelbu házejícího, bez postihu za pohyb; přirozená 6 je perfektní hod. 2. Místo dopadu: při úspěchu cíl, při neúspěchu polovina cesty (pak jsou na trajektorii jen zachytávači na první polovině linie). 3. Zachycení, jedno po druhém, první úspěšné získá míč: hrdina s hrdinským zachycením, pak zachytávači v pořadí seznamu od házejícího, pak okřídlená stvoření. 4. Chycení: po perfektním hodu automatické, jinak hod příjemce na Střelbu; při neúspěchu míč upadne v cíli.</translation>
    </message>
    <message>
        <source>Interpretations: Interceptions are rolled after a perfect throw too; the perfect throw only makes the catch automatic. The Heroic Throw lets the hero re-roll the throw whatever it scored (&quot;può ripetere il tiro&quot;), and the re-roll stands (a natural 6 on it is a perfect throw); the calculator makes the best choice: it always re-rolls a failure, never a natural 6, and a plain success only when a fresh roll ends as meant (caught, or at the target point) more often. This raises the figures earlier releases showed for a Heroic Throw to a receiver who catches on 6+ (or on 5+ from a 2+ thrower): they re-rolled only a failure. The Heroic Interception hero tries first, whatever the landing point, as it stands within 3″ of the thrower and its rule ignores direction and range. The Winged Creatures try last: the enemy picks the point just short of the landing point, so its models on the line try first; theirs is an interception roll, so 3+ becomes 4+ against a Heroic Throw, a natural 6 against Light of Eärendil (read as &quot;any attempt of the enemy team to intercept it&quot;, the creatures&apos; catch included), and impossible against an underground throw. The Eye of Mordor gives +2 to both the thrower and the receiver, whichever of them is the captain. The underground throw halves the range (rounded up) before the Heroic Throw&apos;s D6 is added.</source>
        <translation>Výklad: Zachycení se hází i po perfektním hodu; perfektní hod jen činí chycení automatickým. Hrdinský hod dovoluje hrdinovi přehodit hod míčem, ať padlo cokoli (&quot;può ripetere il tiro&quot;), a přehoz platí (přirozená 6 na něm je perfektní hod); výpočet volí nejlépe: neúspěch přehodí vždy, přirozenou 6 nikdy a prostý úspěch jen tehdy, když nový hod častěji skončí podle záměru (chycen, nebo v cílovém bodě). Tím rostou čísla, která dřívější verze ukazovaly pro hrdinský hod na příjemce, který chytá na 6+ (nebo na 5+ od házejícího 2+): ty přehazovaly jen neúspěch. Hrdina s hrdinským zachycením zkouší první, bez ohledu na místo dopadu, protože stojí do 3″ od házejícího a jeho pravidlo ignoruje směr i dosah. Okřídlená stvoření zkoušejí poslední: nepřítel vybere bod těsně před místem dopadu, takže jeho modely na linii zkoušejí dřív; jde o hod na zachycení, takže z 3+ se proti hrdinskému hodu stává 4+, proti Eärendilovu světlu přirozená 6 (čteno jako &quot;jakýkoli pokus nepřátelského týmu míč zachytit&quot;, včetně chycení stvořeními) a proti podzemnímu hodu je nemožné. Oko Mordoru dává +2 házejícímu i příjemci, ať je kapitánem kterýkoli z nich. Podzemní hod půlí dosah (zaokrouhleno nahoru) před přičtením D6 z hrdinského hodu.</translation>
    </message>
    <message>
        <source>First half</source>
        <translation>První polovina</translation>
    </message>
    <message>
        <source>Second half</source>
        <translation>Druhá polovina</translation>
    </message>
    <message>
        <source>Caught by the receiver</source>
        <translation>Chycen příjemcem</translation>
    </message>
    <message>
        <source>Intercepted</source>
        <translation>Zachycen</translation>
    </message>
    <message>
        <source>Dropped at the target</source>
        <translation>Upuštěn v cíli</translation>
    </message>
    <message>
        <source>On the ground at the target point</source>
        <translation>Na zemi v cílovém bodě</translation>
    </message>
    <message>
        <source>On the ground halfway</source>
        <translation>Na zemi v polovině cesty</translation>
    </message>
    <message>
        <source>Rolls:</source>
        <translation>Hody:</translation>
    </message>
    <message>
        <source>Heroic Throw: re-roll every result but a natural 6.</source>
        <translation>Hrdinský hod: přehoď každý výsledek kromě přirozené 6.</translation>
    </message>
    <message>
        <source>Heroic Throw: re-roll a natural %1 (a failure), keep %2.</source>
        <translation>Hrdinský hod: přehoď přirozenou %1 (neúspěch), ponech %2.</translation>
    </message>
    <message>
        <source>A plain success (%1) is caught %2 of the time; a fresh roll, %3.</source>
        <translation>Prostý úspěch (%1) je chycen v %2 případů; nový hod v %3.</translation>
    </message>
    <message>
        <source>A plain success (%1) ends at the target point %2 of the time; a fresh roll, %3.</source>
        <translation>Prostý úspěch (%1) skončí v cílovém bodě v %2 případů; nový hod v %3.</translation>
    </message>
    <message>
        <source>Intercepted (all attempts)</source>
        <translation>Zachycen (všechny pokusy)</translation>
    </message>
    <message>
        <source>    by the Heroic Interception hero (Shoot %1+)</source>
        <translation>    hrdinou s hrdinským zachycením (Střelba %1+)</translation>
    </message>
    <message>
        <source>    by interceptor %1 (Shoot %2+)</source>
        <translation>    zachytávačem %1 (Střelba %2+)</translation>
    </message>
    <message>
        <source>    by the Winged Creatures</source>
        <translation>    okřídlenými stvořeními</translation>
    </message>
    <message>
        <source>Dropped: the receiver fails the catch</source>
        <translation>Upuštěn: příjemce míč nechytí</translation>
    </message>
    <message>
        <source>On the ground halfway (failed throw)</source>
        <translation>Na zemi v polovině cesty (neúspěšný hod)</translation>
    </message>
    <message>
        <source>Perfect throw (natural 6)</source>
        <translation>Perfektní hod (přirozená 6)</translation>
    </message>
    <message>
        <source>The throw roll succeeds</source>
        <translation>Hod míčem uspěje</translation>
    </message>
    <message>
        <source>Range: give the class Move to see it.</source>
        <translation>Dosah: zadejte Pohyb třídy, abyste ho viděli.</translation>
    </message>
    <message>
        <source>Range: %1″ + D6, so %2″ to %3″.</source>
        <translation>Dosah: %1″ + D6, tedy %2″ až %3″.</translation>
    </message>
    <message>
        <source>Range: up to %1″.</source>
        <translation>Dosah: až %1″.</translation>
    </message>
    <message>
        <source>(Strength + Move halved, rounded up, for the underground throw.)</source>
        <translation>(Síla + Pohyb napůl, zaokrouhleno nahoru, pro podzemní hod.)</translation>
    </message>
    <message>
        <source>Throw roll</source>
        <translation>Hod míčem</translation>
    </message>
    <message>
        <source>Natural 6: perfect throw</source>
        <translation>Přirozená 6: perfektní hod</translation>
    </message>
    <message>
        <source>Success, not a 6: lands at the target</source>
        <translation>Úspěch, ne 6: dopadne do cíle</translation>
    </message>
    <message>
        <source>Failure: lands halfway</source>
        <translation>Neúspěch: dopadne v polovině cesty</translation>
    </message>
    <message>
        <source>Not intercepted</source>
        <translation>Nezachycen</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Chycen</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Upuštěn</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Hod míčem</translation>
    </message>
    <message>
        <source>Catch</source>
        <translation>Chycení</translation>
    </message>
    <message>
        <source>Heroic Interception hero</source>
        <translation>Hrdina s hrdinským zachycením</translation>
    </message>
    <message>
        <source>Winged Creatures</source>
        <translation>Okřídlená stvoření</translation>
    </message>
    <message>
        <source>Interceptor %1</source>
        <translation>Zachytávač %1</translation>
    </message>
    <message>
        <source>Eye of Mordor</source>
        <translation>Oko Mordoru</translation>
    </message>
    <message>
        <source>on the ground</source>
        <translation>na zemi</translation>
    </message>
    <message>
        <source>in combat</source>
        <translation>v boji</translation>
    </message>
    <message>
        <source>Heroic Throw</source>
        <translation>Hrdinský hod</translation>
    </message>
    <message>
        <source>%1+ on a D6</source>
        <translation>%1+ na D6</translation>
    </message>
    <message>
        <source>Shoot %1+</source>
        <translation>Střelba %1+</translation>
    </message>
    <message>
        <source>only a natural 6 (Light of Eärendil)</source>
        <translation>jen přirozená 6 (Eärendilovo světlo)</translation>
    </message>
    <message>
        <source>cannot intercept an underground throw</source>
        <translation>nemůže zachytit podzemní hod</translation>
    </message>
    <message>
        <source>on the ground: cannot intercept a Heroic Throw</source>
        <translation>na zemi: nemůže zachytit hrdinský hod</translation>
    </message>
    <message>
        <source>needs a natural 6</source>
        <translation>potřebuje přirozenou 6</translation>
    </message>
    <message>
        <source>needs %1+</source>
        <translation>potřebuje %1+</translation>
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
        <translation>CRITICAL</translation>
    </message>
    <message>
        <source>RISKY</source>
        <translation>RISKY</translation>
    </message>
    <message>
        <source>FIRE</source>
        <translation>FIRE</translation>
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
        <translation>Minutí</translation>
    </message>
    <message>
        <source>Ignored (MEMENTO MORI)</source>
        <translation>Ignorován (MEMENTO MORI)</translation>
    </message>
    <message>
        <source>No Effect</source>
        <translation>Bez účinku</translation>
    </message>
    <message>
        <source>Minor Hit</source>
        <translation>Lehké zranění</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Sražen k zemi</translation>
    </message>
    <message>
        <source>Out of Action</source>
        <translation>Vyřazen z boje</translation>
    </message>
</context>
<context>
    <name>TrenchCrusadeEditions</name>
    <message>
        <source>Dice terms</source>
        <translation>Názvy kostek</translation>
    </message>
    <message>
        <source>DICE for both rolls</source>
        <translation>KOSTKY pro oba hody</translation>
    </message>
    <message>
        <source>DICE (success) and INJURY DICE (injury)</source>
        <translation>KOSTKY (úspěch) a KOSTKY ZRANĚNÍ (zranění)</translation>
    </message>
    <message>
        <source>Target Down</source>
        <translation>Cíl Sražen k zemi</translation>
    </message>
    <message>
        <source>+1 DICE on every injury roll</source>
        <translation>+1 KOSTKA při každém hodu na zranění</translation>
    </message>
    <message>
        <source>+1 INJURY DICE in melee only</source>
        <translation>+1 KOSTKA ZRANĚNÍ jen na blízko</translation>
    </message>
    <message>
        <source>Armour (worn, shield and innate together)</source>
        <translation>Brnění (nošené, štít a vrozené dohromady)</translation>
    </message>
    <message>
        <source>at most −3</source>
        <translation>nejvýše −3</translation>
    </message>
    <message>
        <source>Negative injury modifiers (armour and weapon)</source>
        <translation>Záporné modifikátory zranění (brnění a zbraň)</translation>
    </message>
    <message>
        <source>no cap beyond the armour&apos;s</source>
        <translation>žádný strop kromě stropu brnění</translation>
    </message>
    <message>
        <source>at most −3 in total</source>
        <translation>celkem nejvýše −3</translation>
    </message>
    <message>
        <source>Armour-piercing weapons</source>
        <translation>Průrazné zbraně</translation>
    </message>
    <message>
        <source>&quot;ignores armour&quot; (IGNORE ARMOUR)</source>
        <translation>„ignoruje brnění“ (IGNORE ARMOUR)</translation>
    </message>
    <message>
        <source>ARMOUR PIERCING (armour 1 weaker) or IGNORE ARMOUR</source>
        <translation>ARMOUR PIERCING (brnění o 1 slabší) nebo IGNORE ARMOUR</translation>
    </message>
    <message>
        <source>Machine Armour: Down becomes Minor Hit</source>
        <translation>Strojové brnění: Sražen k zemi se mění na Lehké zranění</translation>
    </message>
    <message>
        <source>New Antioch only</source>
        <translation>jen New Antioch</translation>
    </message>
    <message>
        <source>any model</source>
        <translation>jakýkoli model</translation>
    </message>
    <message>
        <source>SHOTGUN at long range</source>
        <translation>SHOTGUN na dlouhý dostřel</translation>
    </message>
    <message>
        <source>−1 DICE</source>
        <translation>−1 KOSTKA</translation>
    </message>
    <message>
        <source>−1 INJURY DICE</source>
        <translation>−1 KOSTKA ZRANĚNÍ</translation>
    </message>
    <message>
        <source>BLAST Critical Hit bonus</source>
        <translation>Bonus Kritického zásahu u BLAST</translation>
    </message>
    <message>
        <source>every model hit</source>
        <translation>každý zasažený model</translation>
    </message>
    <message>
        <source>the main target only</source>
        <translation>jen hlavní cíl</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Pravidlo</translation>
    </message>
    <message>
        <source>1.6.3 (playtest)</source>
        <translation>1.6.3 (testovací)</translation>
    </message>
    <message>
        <source>1.0 (rulebook)</source>
        <translation>1.0 (pravidla)</translation>
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
        <translation>Útok</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Blast</source>
        <translation>Výbuch</translation>
    </message>
    <message>
        <source>Into melee</source>
        <translation>Střelba do boje na blízko</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Odchylka</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Srovnání</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Průběh</translation>
    </message>
</context>
<context>
    <name>VictoryDialog</name>
    <message>
        <source>&amp;Use these totals</source>
        <translation>&amp;Použít tyto součty</translation>
    </message>
</context>
<context>
    <name>VictoryPanel</name>
    <message>
        <source>Player 1</source>
        <translation>Hráč 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Hráč 2</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Zničen</translation>
    </message>
    <message>
        <source>Unhinged</source>
        <translation>Rozvrácen</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>Na útěku</translation>
    </message>
    <message>
        <source>Panicked</source>
        <translation>V panice</translation>
    </message>
    <message>
        <source>Half wounds or fewer</source>
        <translation>Polovina zranění nebo méně</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Zničen</translation>
    </message>
    <message>
        <source>Unh.</source>
        <translation>Rozvr.</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>Útěk</translation>
    </message>
    <message>
        <source>Panic</source>
        <translation>Panika</translation>
    </message>
    <message>
        <source>≤½ W</source>
        <translation>≤½ W</translation>
    </message>
    <message>
        <source>Mortar</source>
        <translation>Minomet</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>Dělo</translation>
    </message>
    <message>
        <source>HMG</source>
        <translation>Těžký kulomet</translation>
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
        <translation>Hra</translation>
    </message>
    <message>
        <source>&amp;Game size (points)</source>
        <translation>Ve&amp;likost hry (body)</translation>
    </message>
    <message>
        <source>A difference of 5% of this or less is a draw.</source>
        <translation>Rozdíl nejvýše 5 % této hodnoty je remíza.</translation>
    </message>
    <message>
        <source>Nobody conceded</source>
        <translation>Nikdo se nevzdal</translation>
    </message>
    <message>
        <source>Player 1 conceded</source>
        <translation>Hráč 1 se vzdal</translation>
    </message>
    <message>
        <source>%1 conceded</source>
        <translation>%1 se vzdal</translation>
    </message>
    <message>
        <source>Player 2 conceded</source>
        <translation>Hráč 2 se vzdal</translation>
    </message>
    <message>
        <source>&amp;Concession</source>
        <translation>&amp;Vzdání se</translation>
    </message>
    <message>
        <source>The conceding player loses; the opponent adds 100% of the PC of each of their models still on the table to the VP already earned.</source>
        <translation>Hráč, který se vzdá, prohrává; soupeř si k již získaným VP přičte 100 % PC každého jeho modelu, který je ještě na stole.</translation>
    </message>
    <message>
        <source>Player &amp;1&apos;s models, as groups of identical models</source>
        <translation>Modely hráče &amp;1, ve skupinách shodných modelů</translation>
    </message>
    <message>
        <source>Player &amp;2&apos;s models, as groups of identical models</source>
        <translation>Modely hráče &amp;2, ve skupinách shodných modelů</translation>
    </message>
    <message>
        <source>Player 1&apos;s &amp;units completely destroyed (the PC of each, e.g. 70, 120)</source>
        <translation>Zcela zničené &amp;jednotky hráče 1 (PC každé, např. 70, 120)</translation>
    </message>
    <message>
        <source>Player 2&apos;s u&amp;nits completely destroyed (the PC of each, e.g. 70, 120)</source>
        <translation>Zcela zničené jednotky hráče 2 (PC &amp;každé, např. 70, 120)</translation>
    </message>
    <message>
        <source>%1&apos;s army (its losses score for %2)</source>
        <translation>Armáda: %1 (její ztráty boduje %2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PC</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Počet</translation>
    </message>
    <message>
        <source>A name to recognise the line (optional)</source>
        <translation>Název pro rozlišení řádku (volitelné)</translation>
    </message>
    <message>
        <source>Point cost of ONE model</source>
        <translation>Cena v bodech JEDNOHO modelu</translation>
    </message>
    <message>
        <source>How many identical models</source>
        <translation>Kolik shodných modelů</translation>
    </message>
    <message>
        <source>%1: %2 of the PC</source>
        <translation>%1: %2 z PC</translation>
    </message>
    <message>
        <source>Units priced as a whole: per-member costs</source>
        <translation>Jednotky oceněné vcelku: ceny za člena</translation>
    </message>
    <message>
        <source>Per-member cos&amp;ts (select a member, then add it to an army)</source>
        <translation>&amp;Ceny za člena (vyberte člena a přidejte ho do armády)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Jednotka</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Člen</translation>
    </message>
    <message>
        <source>Add to p&amp;layer 1&apos;s army</source>
        <translation>Přidat do armády &amp;hráče 1</translation>
    </message>
    <message>
        <source>Add to pla&amp;yer 2&apos;s army</source>
        <translation>Přidat &amp;do armády hráče 2</translation>
    </message>
    <message>
        <source>Load-out bought for a mortar team</source>
        <translation>Výbava koupená pro minometný tým</translation>
    </message>
    <message>
        <source>Fill from a &amp;mortar team</source>
        <translation>Vyplnit z &amp;minometného týmu</translation>
    </message>
    <message>
        <source>Other cre&amp;w members</source>
        <translation>Další členové &amp;obsluhy</translation>
    </message>
    <message>
        <source>How many members besides the Spotter, Leader or Gunner.</source>
        <translation>Kolik členů kromě Pozorovatele, Velitele nebo Střelce.</translation>
    </message>
    <message>
        <source>Load-out c&amp;ost</source>
        <translation>Cena vý&amp;bavy</translation>
    </message>
    <message>
        <source>Members&apos; &amp;PCs</source>
        <translation>&amp;PC členů</translation>
    </message>
    <message>
        <source>One PC per member, e.g. 17, 17, 20.</source>
        <translation>Jedno PC na člena, např. 17, 17, 20.</translation>
    </message>
    <message>
        <source>L&amp;eader (member number)</source>
        <translation>V&amp;elitel (číslo člena)</translation>
    </message>
    <message>
        <source>The Spotter, Leader or Gunner takes what cannot be shared equally.</source>
        <translation>Pozorovatel, Velitel nebo Střelec dostane to, co nelze rozdělit rovným dílem.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Připnuto</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>%1 scores from %2&apos;s losses</source>
        <translation>%1 boduje ze ztrát soupeře (%2)</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modely</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Počítá se</translation>
    </message>
    <message>
        <source>Exact VP each</source>
        <translation>Přesné VP za kus</translation>
    </message>
    <message>
        <source>Rounded each</source>
        <translation>Zaokrouhleno za kus</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>How the rules are read here: a model&apos;s states add up (routed and at half wounds or fewer is 75%), at most 100%; destroyed or unhinged is always 100%. Rounding is done for ONE model before multiplying by the count: .25 goes down, .75 goes up, .5 is kept; the 25% bonus of a unit completely destroyed is rounded the same way. With a concession, the opponent adds 100% of the PC of every model the conceder still has on the table to the VP already earned (&quot;da aggiungere ai punti già guadagnati&quot;): a routed survivor gives 50% + 100%. Destroyed and unhinged models already count 100% as losses and add nothing more; units not wiped out earn no bonus. Earlier releases counted each conceding model at 100% in total instead, so the winner of a conceded game now scores more. Each player scores the other army&apos;s losses.</source>
        <translation>Jak se zde pravidla vykládají: stavy modelu se sčítají (na útěku a s polovinou zranění nebo méně je 75 %), nejvýše 100 %; zničený nebo rozvrácený je vždy 100 %. Zaokrouhluje se pro JEDEN model před vynásobením počtem: ,25 dolů, ,75 nahoru, ,5 zůstává; bonus 25 % za zcela zničenou jednotku se zaokrouhluje stejně. Při vzdání se soupeř k již získaným VP přičte 100 % PC každého modelu, který ten, kdo se vzdal, ještě má na stole (&quot;da aggiungere ai punti già guadagnati&quot;): přeživší model na útěku dá 50 % + 100 %. Zničené a rozvrácené modely se už počítají za 100 % jako ztráty a nic dalšího nepřidávají; jednotky, které nebyly zcela zničeny, nezískávají žádný bonus. Dřívější verze místo toho počítaly každý model armády, která se vzdala, celkem za 100 %, takže vítěz vzdané hry nyní získá víc. Každý hráč boduje ztráty armády soupeře.</translation>
    </message>
    <message>
        <source>%1 wins: %2 conceded, so %1 adds 100% of every model %2 still has on the table to the VP already earned.</source>
        <translation>%1 vítězí: %2 se vzdal, takže %1 si k již získaným VP přičte 100 % každého modelu, který má %2 ještě na stole.</translation>
    </message>
    <message>
        <source>%1 + %2 conceded = %3</source>
        <translation>%1 + %2 za vzdání = %3</translation>
    </message>
    <message>
        <source>Cannot split: %1</source>
        <translation>Nelze rozdělit: %1</translation>
    </message>
    <message>
        <source>Tab moves between cells, typing or F2 edits, Space ticks a box, Ctrl+Tab leaves the table. Insert adds an empty row, Delete removes the selected one.</source>
        <translation>Tab přechází mezi buňkami, psaní nebo F2 upravuje, mezerník zaškrtává, Ctrl+Tab opouští tabulku. Insert přidá prázdný řádek, Delete odstraní vybraný.</translation>
    </message>
    <message>
        <source>%1 pts over %2 → %3 (each member +%4)</source>
        <translation>%1 b. na %2 → %3 (každý člen +%4)</translation>
    </message>
    <message>
        <source>%1: %2 VP    %3: %4 VP</source>
        <translation>%1: %2 VP    %3: %4 VP</translation>
    </message>
    <message>
        <source>%1&apos;s VP</source>
        <translation>VP: %1</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Rozdíl</translation>
    </message>
    <message>
        <source>Draw margin (5% of the game size)</source>
        <translation>Hranice remízy (5 % velikosti hry)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Draw: the difference, %1 VP, is not more than %2 VP (5% of the game size).</source>
        <translation>Remíza: rozdíl %1 VP není větší než %2 VP (5 % velikosti hry).</translation>
    </message>
    <message>
        <source>%1 wins by %2 VP (more than the draw margin of %3 VP).</source>
        <translation>%1 vítězí o %2 VP (víc než hranice remízy %3 VP).</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Řádek %1</translation>
    </message>
    <message>
        <source>Unit completely destroyed</source>
        <translation>Jednotka zcela zničena</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
</context>
<context>
    <name>VictoryPointsHelper</name>
    <message>
        <source>Op&amp;en the victory-points calculator…</source>
        <translation>Otevřít kalkulačku vítězných &amp;bodů…</translation>
    </message>
    <message>
        <source>Table %1: victory points</source>
        <translation>Stůl %1: vítězné body</translation>
    </message>
    <message>
        <source>The calculator&apos;s totals are in the form: check them, then save the result.</source>
        <translation>Součty z kalkulačky jsou ve formuláři: zkontrolujte je a pak výsledek uložte.</translation>
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
        <translation>Taranování</translation>
    </message>
    <message>
        <source>Damage test</source>
        <translation>Test poškození</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Vítězné body</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>Prostředí</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Domácí pravidla</translation>
    </message>
</context>
<context>
    <name>WeaponForm</name>
    <message>
        <source>Ranged</source>
        <translation>Na dálku</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Na blízko</translation>
    </message>
    <message>
        <source>1.0 (rulebook)</source>
        <translation>1.0 (pravidla)</translation>
    </message>
    <message>
        <source>1.6.3 (playtest)</source>
        <translation>1.6.3 (testovací)</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Útok</translation>
    </message>
    <message>
        <source>&amp;Attack kind</source>
        <translation>Dr&amp;uh útoku</translation>
    </message>
    <message>
        <source>&amp;Edition</source>
        <translation>&amp;Edice</translation>
    </message>
    <message>
        <source>Automatic hit</source>
        <translation>Automatický zásah</translation>
    </message>
    <message>
        <source>Flamethrower-type weapons: no success roll, never critical, range and cover ignored.</source>
        <translation>Zbraně typu plamenomet: bez hodu na úspěch, nikdy kritické, dostřel a kryt se ignorují.</translation>
    </message>
    <message>
        <source>Success roll DICE</source>
        <translation>KOSTKY hodu na úspěch</translation>
    </message>
    <message>
        <source>&amp;Characteristic (Ranged/Melee)</source>
        <translation>Charakteristika (na dá&amp;lku/na blízko)</translation>
    </message>
    <message>
        <source>Long range (−1)</source>
        <translation>Dlouhý dostřel (−1)</translation>
    </message>
    <message>
        <source>Ranged. SHOTGUN in 1.0: −1 INJURY DICE instead.</source>
        <translation>Na dálku. SHOTGUN v 1.0: místo toho −1 KOSTKA ZRANĚNÍ.</translation>
    </message>
    <message>
        <source>C&amp;over (−1)</source>
        <translation>Kry&amp;t (−1)</translation>
    </message>
    <message>
        <source>Ranged attacks only.</source>
        <translation>Jen útoky na dálku.</translation>
    </message>
    <message>
        <source>Elevated position (+1)</source>
        <translation>Vyvýšená pozice (+1)</translation>
    </message>
    <message>
        <source>Attacker is Down (−1)</source>
        <translation>Útočník je Sražen k zemi (−1)</translation>
    </message>
    <message>
        <source>Off-hand weapon (−1)</source>
        <translation>Zbraň v druhé ruce (−1)</translation>
    </message>
    <message>
        <source>Melee attacks only.</source>
        <translation>Jen útoky na blízko.</translation>
    </message>
    <message>
        <source>Target has FEAR (−1)</source>
        <translation>Cíl má FEAR (−1)</translation>
    </message>
    <message>
        <source>Attacker has FEAR (immune)</source>
        <translation>Útočník má FEAR (imunní)</translation>
    </message>
    <message>
        <source>Cancels the target&apos;s FEAR.</source>
        <translation>Ruší FEAR cíle.</translation>
    </message>
    <message>
        <source>Charge from above (+1)</source>
        <translation>Útok shora (+1)</translation>
    </message>
    <message>
        <source>Melee: +1 DICE, +1 INJURY DICE, ignores a manned obstacle.</source>
        <translation>Na blízko: +1 KOSTKA, +1 KOSTKA ZRANĚNÍ, ignoruje bráněnou překážku.</translation>
    </message>
    <message>
        <source>Manned obstacle (−1)</source>
        <translation>Bráněná překážka (−1)</translation>
    </message>
    <message>
        <source>Defender&apos;s polearm after a charge (−1)</source>
        <translation>Dlouhá zbraň obránce po útoku (−1)</translation>
    </message>
    <message>
        <source>&amp;Unarmed (−1)</source>
        <translation>&amp;Beze zbraně (−1)</translation>
    </message>
    <message>
        <source>Melee: −1 DICE and −1 INJURY DICE.</source>
        <translation>Na blízko: −1 KOSTKA a −1 KOSTKA ZRANĚNÍ.</translation>
    </message>
    <message>
        <source>BLOOD MARKERS on the attacker spent (−1 each)</source>
        <translation>Utracené ŽETONY KRVE útočníka (−1 za každý)</translation>
    </message>
    <message>
        <source>Spent by the opponent.</source>
        <translation>Utrácí je protivník.</translation>
    </message>
    <message>
        <source>BLESSING MARKERS spent (+1 each)</source>
        <translation>Utracené ŽETONY POŽEHNÁNÍ (+1 za každý)</translation>
    </message>
    <message>
        <source>Other DICE</source>
        <translation>Jiné KOSTKY</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Zbraň</translation>
    </message>
    <message>
        <source>&amp;INJURY DICE</source>
        <translation>KOSTK&amp;Y ZRANĚNÍ</translation>
    </message>
    <message>
        <source>Flat in&amp;jury modifier</source>
        <translation>Pe&amp;vný modifikátor zranění</translation>
    </message>
    <message>
        <source>Edition 1.0 only: armour modifier reduced by 1.</source>
        <translation>Jen edice 1.0: modifikátor brnění snížen o 1.</translation>
    </message>
    <message>
        <source>Long range costs −1 INJURY DICE (1.0) instead of −1 DICE.</source>
        <translation>Dlouhý dostřel znamená −1 KOSTKA ZRANĚNÍ (1.0) místo −1 KOSTKA.</translation>
    </message>
</context>
<context>
    <name>WoundPanel</name>
    <message>
        <source>&amp;Strength of the hit</source>
        <translation>Sí&amp;la zásahu</translation>
    </message>
    <message>
        <source>&amp;Defence of the target</source>
        <translation>Obrana &amp;cíle</translation>
    </message>
    <message>
        <source>Wound chart: rows Strength, columns Defence</source>
        <translation>Tabulka zranění: řádky Síla, sloupce Obrana</translation>
    </message>
    <message>
        <source>The Heroic Tackle&apos;s hit uses this chart at the hero&apos;s Strength against the carrier&apos;s Defence; the hit always lands. “6/4+” means a 6, then 4+ on a second die; “–” cannot wound.</source>
        <translation>Zásah hrdinského skluzu používá tuto tabulku se Sílou hrdiny proti Obraně nosiče míče; zásah vždy dopadne. „6/4+“ znamená 6, pak 4+ na druhé kostce; „–“ nemůže zranit.</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Zranění</translation>
    </message>
    <message>
        <source>Cannot wound: Defence is 8 or more above Strength.</source>
        <translation>Nemůže zranit: Obrana je o 8 nebo více vyšší než Síla.</translation>
    </message>
    <message>
        <source>Needs %1+ on a D6.</source>
        <translation>Potřebuje %1+ na D6.</translation>
    </message>
    <message>
        <source>Needs a %1, then %2+ on a second D6.</source>
        <translation>Potřebuje %1, pak %2+ na druhé D6.</translation>
    </message>
</context>
</TS>
