<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AttackPanel</name>
    <message numerus="yes">
        <source>&amp;Bloodbath (spend %n BLOOD MARKERS)</source>
        <translation>
            <numerusform>&amp;Bloodbath (spend %n BLOOD MARKER)</numerusform>
            <numerusform>&amp;Bloodbath (spend %n BLOOD MARKERS)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaptainPanel</name>
    <message numerus="yes">
        <source>%n pasted cell(s) were not a score from 0 to 20 and were left as they were.</source>
        <translation>
            <numerusform>%n pasted cell was not a score from 0 to 20 and was left as it was.</numerusform>
            <numerusform>%n pasted cells were not a score from 0 to 20 and were left as they were.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fixed so far (%n game(s))</source>
        <translation>
            <numerusform>Fixed so far (%n game)</numerusform>
            <numerusform>Fixed so far (%n games)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeskTab</name>
    <message numerus="yes">
        <source>final standings after %n round(s)</source>
        <translation>
            <numerusform>final standings after %n round</numerusform>
            <numerusform>final standings after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The event&apos;s database does not answer: %1. %n save(s) waiting; they are made as soon as it is back.</source>
        <translation>
            <numerusform>The event&apos;s database does not answer: %1. %n save waiting; they are made as soon as it is back.</numerusform>
            <numerusform>The event&apos;s database does not answer: %1. %n saves waiting; they are made as soon as it is back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentsMenu</name>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>Sent %n page to the printer.</numerusform>
            <numerusform>Sent %n pages to the printer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncounterTracker</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message numerus="yes">
        <source>Left out, as not a name, club or faction: %n column(s), %1.</source>
        <translation>
            <numerusform>Left out, as not a name, club or faction: %n column, %1.</numerusform>
            <numerusform>Left out, as not a name, club or faction: %n columns, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing can be added: %n line(s) must be corrected in the file first (see Note).</source>
        <translation>
            <numerusform>Nothing can be added: %n line must be corrected in the file first (see Note).</numerusform>
            <numerusform>Nothing can be added: %n lines must be corrected in the file first (see Note).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) will be added.</source>
        <translation>
            <numerusform>%n player will be added.</numerusform>
            <numerusform>%n players will be added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n already in the event, left out.</source>
        <translation>
            <numerusform>%1 %n already in the event, left out.</numerusform>
            <numerusform>%1 %n already in the event, left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Add %n player(s)</source>
        <translation>
            <numerusform>&amp;Add %n player</numerusform>
            <numerusform>&amp;Add %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Exported %n chart(s): %1</source>
        <translation>
            <numerusform>Exported %n chart: %1</numerusform>
            <numerusform>Exported %n charts: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchPanel</name>
    <message numerus="yes">
        <source>%1 loses %n model(s)</source>
        <translation>
            <numerusform>%1 loses %n model</numerusform>
            <numerusform>%1 loses %n models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has only %n model(s) left.</source>
        <translation>
            <numerusform>%1 has only %n model left.</numerusform>
            <numerusform>%1 has only %n models left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PairingView</name>
    <message numerus="yes">
        <source>%n player(s) registered. Pair round 1 when they are in.</source>
        <translation>
            <numerusform>%n player registered. Pair round 1 when they are in.</numerusform>
            <numerusform>%n players registered. Pair round 1 when they are in.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rematch(es)</source>
        <translation>
            <numerusform>%n rematch</numerusform>
            <numerusform>%n rematches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n same-club pair(s)</source>
        <translation>
            <numerusform>%n same-club pair</numerusform>
            <numerusform>%n same-club pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) back on a table they played on</source>
        <translation>
            <numerusform>%n player back on a table they played on</numerusform>
            <numerusform>%n players back on a table they played on</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message numerus="yes">
        <source>Checked in %n player(s): %1</source>
        <translation>
            <numerusform>Checked in %n player: %1</numerusform>
            <numerusform>Checked in %n players: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked out %n player(s): %1</source>
        <translation>
            <numerusform>Checked out %n player: %1</numerusform>
            <numerusform>Checked out %n players: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drop the %n selected player(s) from round %1 on? They are not paired again unless they are reinstated.</source>
        <translation>
            <numerusform>Drop the %n selected player from round %1 on? They are not paired again unless they are reinstated.</numerusform>
            <numerusform>Drop the %n selected players from round %1 on? They are not paired again unless they are reinstated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reinstated %n player(s), playing again from round %1: %2</source>
        <translation>
            <numerusform>Reinstated %n player, playing again from round %1: %2</numerusform>
            <numerusform>Reinstated %n players, playing again from round %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s) from %1.</source>
        <translation>
            <numerusform>Imported %n player from %1.</numerusform>
            <numerusform>Imported %n players from %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultForm</name>
    <message numerus="yes">
        <source>Round %1 is not the current round. Table %2 has %3 (%4): replace it with %5? The standings are recomputed; %n later round(s) (%6) were paired before it.</source>
        <translation>
            <numerusform>Round %1 is not the current round. Table %2 has %3 (%4): replace it with %5? The standings are recomputed; %n later round (%6) was paired before it.</numerusform>
            <numerusform>Round %1 is not the current round. Table %2 has %3 (%4): replace it with %5? The standings are recomputed; %n later rounds (%6) were paired before it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 is not the current round. Saving this result recomputes the standings; %n later round(s) (%2) were paired before it. Save it?</source>
        <translation>
            <numerusform>Round %1 is not the current round. Saving this result recomputes the standings; %n later round (%2) was paired before it. Save it?</numerusform>
            <numerusform>Round %1 is not the current round. Saving this result recomputes the standings; %n later rounds (%2) were paired before it. Save it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 The standings are recomputed. %n later round(s) (%2) were paired on the standings before this change; their pairings stay as published.</source>
        <translation>
            <numerusform>%1 The standings are recomputed. %n later round (%2) was paired on the standings before this change; their pairings stay as published.</numerusform>
            <numerusform>%1 The standings are recomputed. %n later rounds (%2) were paired on the standings before this change; their pairings stay as published.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StealPanel</name>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
</context>
</TS>
