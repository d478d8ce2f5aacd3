"""APIS passenger lists (issue 36): the UN/EDIFACT PAXLST message of an international
flight, sent to the border authorities the back office configures."""
