"""IATA NDC 21.3: the messages travel agencies and aggregators send to shop, order, change
and cancel (``/ndc/21.3/<Message>``), answered by the same services as the JSON API."""
