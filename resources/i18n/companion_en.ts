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
