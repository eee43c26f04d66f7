"""The tournament desk's GUI: its pages over the store, and the projector view.

The rules, the store and the documents stay outside this package; a widget here
asks them and shows what they return.
"""
