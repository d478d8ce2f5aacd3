"""Disruptions the airline starts (issue 24, as Duffel's airline-initiated changes): the
change a cancelled, diverted or retimed flight records on each booking it affects, and the
owner's answer (accept, full involuntary refund, free move to another flight)."""
