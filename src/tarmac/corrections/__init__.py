"""Passenger data correction (spec 01 §4.7): a booking's passengers' names and documents
fixed after the sale, for a fee, every change kept."""
