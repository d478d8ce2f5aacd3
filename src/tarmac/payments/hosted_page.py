"""The sandbox provider's hosted payment page (``/pay/{booking_id}``): plain HTML, no
script, one form per step, so it works in any browser and in a test driving one.

- The checkout page shows the booking reference, the amount and a card form (test cards
  listed, ``payments.sandbox``); "Pay" posts the card, "Cancel" gives up.
- A declined card does not end the payment: the decline is reported (the payment keeps
  its reason and stays open) and the page comes back saying why, for another card.
- A card that needs 3-D Secure leads to a challenge page: "Authenticate" or "Fail".
- Each outcome is first reported to the service through the provider's signed
  notification (``SandboxProvider.notify``); only then is the browser sent (303) to the
  payment's ``return_url`` (or ``cancel_url`` for a cancel) with ``status`` (``success``,
  ``failed``, ``cancelled``), ``booking_id`` and, on failure, ``reason``. Without a
  ``return_url`` the page shows the result itself (``/pay/{id}/done``).
"""

import html
from decimal import Decimal
from string import Template
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

from tarmac.bookings.models import Booking
from tarmac.payments.models import Payment

STYLE = """
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1d2733}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}
dt{color:#5b6775}dd{margin:0;font-weight:600}label{display:block;margin:.8rem 0 .2rem}
input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem;cursor:pointer}
.row{display:flex;gap:.6rem}.muted{color:#5b6775;font-size:.9rem}
.alert{background:#fdecea;border:1px solid #e0a49c;padding:.6rem .8rem;border-radius:.3rem}
"""

PAGE = Template(
    """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>$title</title><style>$style</style></head>
<body><h1>$title</h1>$body</body></html>"""
)

CHECKOUT = Template(
    """$notice<dl><dt>Booking</dt><dd id="reference">$reference</dd>
<dt>Amount</dt><dd id="amount">$amount $currency</dd></dl>
<form method="post" action="$pay_action">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" placeholder="12/30" required></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" required></div></div>
<label for="holder">Name on card</label><input id="holder" name="holder">
<button type="submit" id="pay">Pay $amount $currency</button></form>
<form method="post" action="$cancel_action"><button type="submit" id="cancel">Cancel</button></form>
<p class="muted">Sandbox: no money moves. 4242 4242 4242 4242 succeeds;
4000 0000 0000 0002 is declined; 4000 0000 0000 9995 is declined for insufficient funds;
4000 0027 6000 3184 asks for 3-D Secure.</p>"""
)

CHALLENGE = Template(
    """<p>Your bank asks you to confirm the payment of <strong>$amount $currency</strong>
for booking <strong>$reference</strong>.</p>
<form method="post" action="$action">
<button type="submit" name="outcome" value="approve" id="authenticate">Authenticate</button>
<button type="submit" name="outcome" value="fail" id="fail">Fail authentication</button>
</form>"""
)


def _page(title: str, body: str) -> str:
    return PAGE.substitute(title=html.escape(title), style=STYLE, body=body)


def _money(amount: Decimal) -> str:
    return f"{amount:,.2f}"


DECLINE_WORDS = {
    "card_declined": "Your card was declined.",
    "insufficient_funds": "Your card was declined: there is not enough money on it.",
    "invalid_number": "This card number is not valid.",
}


def declined_notice(reason: str) -> str:
    words = DECLINE_WORDS.get(reason, "Your card was declined.")
    return (
        f'<p id="declined" class="alert" role="alert">{html.escape(words)} '
        "No money was taken. Try another card, or cancel.</p>"
    )


def checkout(
    booking: Booking,
    payment: Payment,
    pay_action: str,
    cancel_action: str,
    declined: str | None = None,
) -> str:
    return _page(
        "Pay for your booking",
        CHECKOUT.substitute(
            notice=declined_notice(declined) if declined else "",
            reference=html.escape(booking.booking_reference),
            amount=_money(payment.amount),
            currency=html.escape(payment.currency),
            pay_action=html.escape(pay_action),
            cancel_action=html.escape(cancel_action),
        ),
    )


def challenge(booking: Booking, payment: Payment, action: str) -> str:
    return _page(
        "3-D Secure",
        CHALLENGE.substitute(
            reference=html.escape(booking.booking_reference),
            amount=_money(payment.amount),
            currency=html.escape(payment.currency),
            action=html.escape(action),
        ),
    )


def message(title: str, text: str) -> str:
    return _page(title, f'<p id="message">{html.escape(text)}</p>')


RESULT_WORDS = {
    "success": "Payment received. Your booking is confirmed; the e-ticket is on its way.",
    "failed": "The payment did not go through.",
    "cancelled": "You cancelled the payment. Your booking waits until it expires.",
}


def result(status: str, reason: str | None) -> str:
    text = RESULT_WORDS.get(status, "Unknown payment status.")
    if status == "failed" and reason:
        text = f"{text} Reason: {reason}."
    return message("Payment " + (status if status in RESULT_WORDS else "status"), text)


def with_query(url: str, **params: str) -> str:
    """``url`` with ``params`` added to its query (those already there kept)."""
    parts = urlsplit(url)
    query = parse_qs(parts.query, keep_blank_values=True)
    merged = [(k, v) for k, values in query.items() for v in values if k not in params]
    merged += [(k, v) for k, v in params.items()]
    return urlunsplit(parts._replace(query=urlencode(merged)))


def form_fields(body: bytes) -> dict[str, str]:
    """An ``application/x-www-form-urlencoded`` body (the page's forms), first value each."""
    parsed = parse_qs(body.decode("utf-8", errors="replace"), keep_blank_values=True)
    return {name: values[0] for name, values in parsed.items()}
