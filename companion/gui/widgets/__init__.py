"""Widgets that several games' pages share: charts, tables, editors, labels."""
