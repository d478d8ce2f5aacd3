"""Signed boarding passes (issue 36, docs/boarding-pass.md): the BCBP string of version 8
issued through the real API carries the conditional items of the booking and an ECDSA P-256
signature that the public keys (``GET /checkin/boarding-pass-keys``) verify; an altered pass
does not verify, a retired key still verifies what it signed, an unknown key id does not; an
independent reader (the npm package ``bcbp``, through Node) decodes every field."""

import json
import os
import shutil
import subprocess
from datetime import datetime

import pytest
from cryptography.hazmat.primitives import serialization
from pydantic import ValidationError

from tarmac.core import bcbp, clock
from tests.bookings.helpers import events, passenger
from tests.checkin.helpers import (
    CHECKIN,
    checked_in_and_issued,
    confirmed_trip,
    issued_pass,
    online_window_open,
    open_boarding,
    scan,
    seat_zones,
    staff,
)
from tests.conftest import ROOT, client_for, make_settings
from tests.factories import create_api_key
from tests.pricing.world import build_world

KEYS = f"{CHECKIN}/boarding-pass-keys"
NODE_READER = ROOT / "tests" / "node"


async def _published(client) -> bcbp.KeyRing:
    answer = await client.get(KEYS)
    assert answer.status_code == 200, answer.text
    return bcbp.KeyRing.from_jwks(answer.json())


def _issue_date(boarding_pass: dict) -> str:
    day = clock.today_at(datetime.fromisoformat(boarding_pass["issued_at"]))
    return f"{day.year % 10}{day.timetuple().tm_yday:03d}"


def _pem_file(tmp_path, name: str) -> str:
    path = tmp_path / f"{name}.pem"
    path.write_bytes(bcbp.generate_pem())
    return str(path)


async def test_an_issued_pass_carries_the_booking_and_verifies_with_the_published_keys(
    client, db, signer, admin_headers
):
    issued = await issued_pass(client, db, signer, admin_headers, baggage="1PC 23KG")
    parsed = bcbp.parse(issued.bcbp)
    assert (parsed.version, parsed.document_type, parsed.issuer) == ("8", "B", "TQ ")
    assert parsed.passenger_description == "1"  # a male adult
    assert (parsed.checkin_source, parsed.issuance_source) == ("W", "W")  # the magic link
    assert parsed.issue_date == _issue_date(issued.boarding_pass)
    assert parsed.ticket_number == issued.ticket_number and len(parsed.ticket_number) == 13
    assert (parsed.selectee, parsed.document_verification) == ("0", "0")  # FRU-OSS: domestic
    assert parsed.marketing_carrier == "TQ "
    assert parsed.frequent_flyer_airline + parsed.frequent_flyer_number + parsed.id_ad == " " * 20
    assert (parsed.baggage_allowance, parsed.fast_track) == ("1PC", "N")
    assert parsed.baggage_tags == "" and parsed.airline_use == ""
    # every size field counts what follows it
    assert parsed.variable_size == len(parsed.signed) - 60 == 0x3B
    assert issued.bcbp[60:64] == ">80B" and issued.bcbp[64 + 11 : 66 + 11] == "2A"
    assert issued.bcbp[len(parsed.signed) :].startswith(f"^{parsed.security_type}56")

    answer = await client.get(KEYS)  # no credentials
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "public, max-age=300"
    [key] = answer.json()["keys"]
    assert {k: key[k] for k in ("kid", "kty", "crv", "alg", "use", "status")} == {
        "kid": parsed.security_type,
        "kty": "EC",
        "crv": "P-256",
        "alg": "ES256",
        "use": "sig",
        "status": "current",
    }
    again = await client.get(KEYS, headers={"If-None-Match": answer.headers["etag"]})
    assert again.status_code == 304
    verdict = bcbp.KeyRing.from_jwks(answer.json()).verify(issued.bcbp)
    assert verdict.valid and verdict.kid == key["kid"] and verdict.key_status == "current"


async def test_at_the_counter_the_pass_says_an_agent_checked_in_issued_and_saw_the_document(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)
    world.oss.country = "KZ"  # FRU-OSS becomes an international flight
    await db.commit()
    key = await create_api_key(db)
    person = passenger(first_name="AIDA", last_name="ASANOVA", gender="female")
    trip = await confirmed_trip(client, key, signer, world.flight.id, [person])
    await online_window_open(client, admin_headers, world.flight)
    agent = staff(signer, "checkin:update", "checkin:boarding_pass")
    body = {
        "booking_id": trip.id,
        "passenger_id": trip.passengers[0]["id"],
        "flight_id": str(world.flight.id),
    }
    created = await client.post(f"{CHECKIN}/consumer", headers=agent, json=body)
    assert created.status_code == 201, created.text
    checkin = f"{CHECKIN}/{created.json()['checkin_id']}"
    for step, payload in (("dg-declare", {"confirmed": True}), ("complete", None)):
        done = await client.post(f"{checkin}/{step}", headers=agent, json=payload)
        assert done.status_code == 200, done.text
    issued = await client.post(f"{checkin}/boarding-pass", headers=agent)
    assert issued.status_code == 200, issued.text
    parsed = bcbp.parse(issued.json()["bcbp"])
    assert parsed.passenger_description == "2"  # a female adult
    assert (parsed.checkin_source, parsed.issuance_source) == ("O", "O")
    assert parsed.document_verification == "2"  # international, the agent saw the passport
    assert (await _published(client)).verify(issued.json()["bcbp"]).valid


async def test_a_pass_whose_data_was_altered_fails_verification(client, db, signer, admin_headers):
    issued = await issued_pass(client, db, signer, admin_headers)
    keys = await _published(client)
    assert keys.verify(issued.bcbp).valid
    code = issued.bcbp
    altered = {
        "name": code.replace("ASANOV/AIBEK", "ASANOW/AIBEK"),
        "seat": code.replace("007C", "008C", 1),
        "flight": code.replace("TQ 0101 ", "TQ 0102 ", 1),
    }
    for what, text in altered.items():
        assert text != code and len(text) == len(code), what
        verdict = keys.verify(text)
        assert not verdict.valid, what
        assert verdict.reason == "the signature does not match the data", what
    parsed = bcbp.parse(code)
    unsigned = keys.verify(parsed.signed)
    assert not unsigned.valid and "no security section" in unsigned.reason
    garbage = keys.verify(parsed.signed + f"^{parsed.security_type}04abcd")
    assert not garbage.valid and "not a P-256 signature" in garbage.reason
    assert not keys.verify("M1" + "X" * 58).valid

    # an altered pass does not board either: the gate knows only the passes it issued
    await open_boarding(client, admin_headers, issued.world.flight.id)
    refused = await scan(client, signer, issued.world.flight.id, {"bcbp": altered["seat"]})
    assert refused.status_code == 404, refused.text
    boarded = await scan(client, signer, issued.world.flight.id, issued.boarding_pass)
    assert boarded.status_code == 200, boarded.text


async def test_a_pass_signed_by_a_retired_key_still_verifies_and_an_unknown_key_id_fails(
    app_factory, db, signer, admin_headers, tmp_path
):
    old, new = _pem_file(tmp_path, "old"), _pem_file(tmp_path, "new")
    async with client_for(app_factory(boarding_pass_keys=f"A={old}")) as before:
        world = await build_world(db)
        await seat_zones(db)
        key = await create_api_key(db)
        trip = await confirmed_trip(
            before, key, signer, world.flight.id, [passenger(), passenger(first_name="AIDA")]
        )
        await online_window_open(before, admin_headers, world.flight)
        first, second = trip.passengers
        issued = await checked_in_and_issued(before, trip, first["id"], world.flight.id)
        assert bcbp.parse(issued["bcbp"]).security_type == "A"
    # the rotation: B signs from now on, A is retired but still published
    async with client_for(app_factory(boarding_pass_keys=f"B={new},A={old}")) as after:
        published = (await after.get(KEYS)).json()["keys"]
        assert [(k["kid"], k["status"]) for k in published] == [("B", "current"), ("A", "retired")]
        keys = bcbp.KeyRing.from_jwks({"keys": published})
        verdict = keys.verify(issued["bcbp"])
        assert (verdict.valid, verdict.kid, verdict.key_status) == (True, "A", "retired")
        again = await after.post(
            f"{CHECKIN}/{issued['checkin_id']}/boarding-pass",
            params=trip.link(),
        )
        assert again.json()["bcbp"] == issued["bcbp"]  # issuing again: the same pass
        fresh = await checked_in_and_issued(after, trip, second["id"], world.flight.id)
        verdict = keys.verify(fresh["bcbp"])
        assert (verdict.valid, verdict.kid, verdict.key_status) == (True, "B", "current")
        # one event a new pass, naming its key; the same pass issued again emits none
        emitted = await events(db, "passenger.boarding_pass_issued")
        assert [(e["passenger_id"], e["key_id"]) for e in emitted] == [
            (first["id"], "A"),
            (second["id"], "B"),
        ]
        assert [e["checkin_id"] for e in emitted] == [issued["checkin_id"], fresh["checkin_id"]]
        await open_boarding(after, admin_headers, world.flight.id)
        boarded = await scan(after, signer, world.flight.id, issued)
        assert boarded.status_code == 200, boarded.text

        parsed = bcbp.parse(issued["bcbp"])
        renamed = f"{parsed.signed}^Z{issued['bcbp'][len(parsed.signed) + 2 :]}"
        verdict = keys.verify(renamed)
        assert (verdict.valid, verdict.reason) == (False, "unknown key id 'Z'")
    # once A is no longer published, its passes no longer verify
    async with client_for(app_factory(boarding_pass_keys=f"B={new}")) as later:
        verdict = (await _published(later)).verify(issued["bcbp"])
        assert (verdict.valid, verdict.reason) == (False, "unknown key id 'A'")


def test_a_sandbox_generates_its_key_once_into_its_home(tmp_path):
    settings = make_settings(home=tmp_path)
    [(kid, pem)] = settings.resolved_boarding_pass_keys()
    assert kid == "S" and (tmp_path / "boarding-pass-key.pem").stat().st_mode & 0o077 == 0
    # a restart (another process on this home) signs with the same key
    assert make_settings(home=tmp_path).resolved_boarding_pass_keys() == [("S", pem)]
    signed = bcbp.KeyRing.from_pems([(kid, pem)]).sign("M1" + "X" * 56 + "00")
    reread = bcbp.KeyRing.from_pems(make_settings(home=tmp_path).resolved_boarding_pass_keys())
    assert reread.verify(signed).valid
    assert [p.name for p in tmp_path.iterdir()] == ["boarding-pass-key.pem"]


def test_the_configured_keys_are_checked(tmp_path, monkeypatch):
    monkeypatch.delenv("TARMAC_BOARDING_PASS_KEYS", raising=False)
    with pytest.raises(ValidationError, match="TARMAC_BOARDING_PASS_KEYS"):
        make_settings(mode="live", boarding_pass_keys="")
    for wrong in ("A", "AB=/x.pem", "a=/x.pem", "A=/x.pem,A=/y.pem", "A="):
        with pytest.raises(ValidationError, match="TARMAC_BOARDING_PASS_KEYS"):
            make_settings(boarding_pass_keys=wrong)
    missing = make_settings(boarding_pass_keys=f"A={tmp_path / 'none.pem'}")
    with pytest.raises(ValueError, match="cannot read key A"):
        missing.resolved_boarding_pass_keys()
    public = tmp_path / "public.pem"
    public.write_bytes(
        bcbp.KeyRing.from_pems([("A", bcbp.generate_pem())])
        .keys["A"]
        .public.public_bytes(
            serialization.Encoding.PEM,
            serialization.PublicFormat.SubjectPublicKeyInfo,
        )
    )
    only_public = make_settings(boarding_pass_keys=f"A={public}").resolved_boarding_pass_keys()
    with pytest.raises(ValueError, match="must be an EC private key"):
        bcbp.KeyRing.from_pems(only_public)  # the signer needs its private key
    retired = [("B", bcbp.generate_pem()), *only_public]  # a retired key: the public half will do
    assert bcbp.KeyRing.from_pems(retired).keys["A"].status == "retired"


def _independent_reader(text: str) -> dict:
    """The npm package ``bcbp`` (tests/node, ``npm ci --prefix tests/node``: ``make test``
    installs it) decodes ``text``; skips without node on a developer's machine, fails in CI."""
    node = shutil.which("node")
    installed = (NODE_READER / "node_modules" / "bcbp" / "package.json").exists()
    if node is None or not installed:
        missing = "node" if node is None else "tests/node/node_modules (npm ci --prefix tests/node)"
        if os.environ.get("CI"):
            pytest.fail(
                f"{missing} is missing: .ci/run installs node and npm, make test the reader"
            )
        pytest.skip(f"needs {missing}; CI has it")
    decoded = subprocess.run(
        [node, str(NODE_READER / "decode-bcbp.js"), text],
        cwd=NODE_READER,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return json.loads(decoded.stdout)


async def test_an_independent_reader_decodes_every_field_of_the_signed_pass(
    client, db, signer, admin_headers
):
    issued = await issued_pass(client, db, signer, admin_headers, baggage="20KG")
    parsed = bcbp.parse(issued.bcbp)
    read = _independent_reader(issued.bcbp)
    data, meta = read["data"], read["meta"]
    [leg] = data["legs"]
    flight = issued.world.flight
    assert (meta["formatCode"], meta["numberOfLegs"], meta["electronicTicketIndicator"]) == (
        "M",
        1,
        "E",
    )
    assert (meta["versionNumberIndicator"], meta["versionNumber"]) == (">", 8)
    assert data["passengerName"] == "ASANOV/AIBEK"
    assert leg["operatingCarrierPNR"] == issued.trip.booking["booking_reference"]
    assert (leg["departureAirport"], leg["arrivalAirport"]) == ("FRU", "OSS")
    assert (leg["operatingCarrierDesignator"], leg["flightNumber"]) == ("TQ", "0101")
    assert leg["flightDate"][:10] == flight.flight_date.isoformat()
    assert (leg["compartmentCode"], leg["seatNumber"]) == ("Y", "007C")
    assert (leg["checkInSequenceNumber"], leg["passengerStatus"]) == ("0001", "1")
    assert data["passengerDescription"] == "1"
    assert (data["checkInSource"], data["boardingPassIssuanceSource"]) == ("W", "W")
    issued_on = clock.today_at(datetime.fromisoformat(issued.boarding_pass["issued_at"]))
    assert data["issuanceDate"][:10] == issued_on.isoformat()
    assert (data["documentType"], data["boardingPassIssuerDesignator"]) == ("B", "TQ")
    assert "baggageTagNumber" not in data
    assert leg["airlineNumericCode"] + leg["serialNumber"] == issued.ticket_number
    assert (leg["selecteeIndicator"], leg["internationalDocumentationVerification"]) == ("0", "0")
    assert leg["marketingCarrierDesignator"] == "TQ"
    assert "frequentFlyerAirlineDesignator" not in leg and "frequentFlyerNumber" not in leg
    assert (leg["freeBaggageAllowance"], leg["fastTrack"]) == ("20K", False)
    assert (meta["securityDataIndicator"], data["securityDataType"]) == ("^", parsed.security_type)
    assert data["securityData"] == parsed.security_data and len(parsed.security_data) == 86
