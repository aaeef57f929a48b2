"""What a client gets through nginx (deploy/nginx/visor.conf) in front of two Visor instances.

Run by scripts/test-deploy.sh, which starts everything and passes the addresses in the environment.
"""

import http.client
import json
import os
import ssl
import subprocess
import threading
import time
import urllib.parse
import uuid

PROXY = os.environ["VISOR_PROXY"]
A = os.environ["VISOR_A"]
B = os.environ["VISOR_B"]
TOKEN = os.environ["VISOR_TOKEN"]


def connect(base):
    url = urllib.parse.urlparse(base)
    if url.scheme == "https":
        return http.client.HTTPSConnection(url.hostname, url.port, timeout=60,
                                           context=ssl._create_unverified_context())
    return http.client.HTTPConnection(url.hostname, url.port, timeout=60)


def call(base, method, path, body=None, token=TOKEN, headers=None):
    connection = connect(base)
    all_headers = dict(headers or {})
    if token:
        all_headers["Authorization"] = f"Bearer {token}"
    if isinstance(body, (dict, list)):
        body = json.dumps(body).encode()
        all_headers["Content-Type"] = "application/json"
    connection.request(method, path, body=body, headers=all_headers)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, dict(response.getheaders()), data


def test_health_and_the_api_answer_through_the_proxy():
    status, _, body = call(PROXY, "GET", "/healthz", token=None)
    assert status == 200 and json.loads(body)["status"] == "ok"
    status, _, body = call(PROXY, "GET", "/api/v1/me")
    assert status == 200, body
    assert json.loads(body)["username"] == "deploytest"


def test_a_streamed_answer_arrives_as_it_is_made():
    """The provider drips ten pieces 0.15 s apart: through an unbuffered proxy the first piece
    arrives long before the last."""
    connection = connect(PROXY)
    body = json.dumps({"model": "visor-default", "stream": True,
                       "messages": [{"role": "user", "content": "Say something."}]}).encode()
    started = time.monotonic()
    connection.request("POST", "/v1/chat/completions", body=body, headers={
        "Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
    response = connection.getresponse()
    assert response.status == 200
    assert response.getheader("Content-Type", "").startswith("text/event-stream")
    arrivals = []
    while True:
        # Raw chunked bytes: the lines of the stream, with chunk sizes between them; the connection
        # stays open after the last event (keep-alive), so the stream ends at `[DONE]`.
        line = response.fp.readline()
        if not line or b"[DONE]" in line:
            break
        if line.startswith(b"data: ") and b"[DONE]" not in line and b"content" in line:
            arrivals.append(time.monotonic() - started)
    connection.close()
    assert len(arrivals) >= 5, arrivals
    assert arrivals[-1] - arrivals[0] > 0.8, f"the pieces arrived together: {arrivals}"


def test_an_oversized_upload_gets_visors_json_413_not_nginxs_page():
    status, headers, body = call(PROXY, "POST", "/api/v1/media/ingest", body=b"\xff" * (3 * 1024 * 1024),
                                 headers={"Content-Type": "image/jpeg"})
    assert status == 413, body[:200]
    assert headers.get("Content-Type", "").startswith("application/json"), headers
    error = json.loads(body)["error"]
    assert error["code"] == "body_too_large" and error["message"].endswith(".")


def test_both_instances_serve():
    def requests_in(log):
        # JSON log lines, slashes escaped: {"message":"request","path":"\/api\/v1\/stats",…}
        return sum(1 for line in open(log, errors="replace")
                   if '"message":"request"' in line and "v1\\/stats" in line)
    before = (requests_in(os.environ["VISOR_LOG_A"]), requests_in(os.environ["VISOR_LOG_B"]))
    for _ in range(12):
        assert call(PROXY, "GET", "/api/v1/stats")[0] == 200
    # The access log lines may land a little after the answers: wait for them, not a fixed time.
    deadline = time.monotonic() + 10
    while True:
        after = (requests_in(os.environ["VISOR_LOG_A"]), requests_in(os.environ["VISOR_LOG_B"]))
        if (after[0] > before[0] and after[1] > before[1]) or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert after[0] > before[0] and after[1] > before[1], (before, after)


def test_a_chat_begun_on_one_instance_continues_on_the_other():
    status, _, body = call(A, "POST", "/api/v1/chats", body={"title": "Both"})
    assert status == 201, body
    chat = json.loads(body)["id"]
    status, _, body = call(B, "POST", f"/api/v1/chats/{chat}/messages", body={"content": "Hello?"})
    assert status == 200, body
    status, _, body = call(A, "GET", f"/api/v1/chats/{chat}")
    messages = json.loads(body)["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant"], messages


def test_a_revoked_token_fails_on_every_instance_within_a_second():
    status, _, body = call(A, "POST", "/api/v1/tokens", body={"name": f"short-{uuid.uuid4().hex[:6]}"})
    assert status == 201, body
    created = json.loads(body)
    for base in (A, B, PROXY):
        assert call(base, "GET", "/api/v1/me", token=created["token"])[0] == 200
    assert call(B, "DELETE", f"/api/v1/tokens/{created['id']}")[0] == 204
    time.sleep(1.1)
    for base in (A, B, PROXY):
        assert call(base, "GET", "/api/v1/me", token=created["token"])[0] == 401, base


def test_one_client_cannot_hold_more_than_64_requests_open_through_nginx():
    # Visor sees only nginx's address, so nginx keeps the per-client limit (limit_conn, 64). Hold 64
    # uploads open (headers sent, body trickling), then the 65th request from the same address
    # hears the same JSON 503 Visor's own per-address limit answers; once they close, all is well.
    import socket

    url = urllib.parse.urlparse(PROXY)
    context = ssl._create_unverified_context()
    held = []
    try:
        for _ in range(64):
            raw = socket.create_connection((url.hostname, url.port), timeout=10)
            tls = context.wrap_socket(raw, server_hostname=url.hostname)
            tls.sendall((f"POST /api/v1/chats HTTP/1.1\r\nHost: {url.hostname}\r\n"
                         f"Authorization: Bearer {TOKEN}\r\nContent-Type: application/json\r\n"
                         "Content-Length: 1000\r\n\r\n{").encode())
            held.append(tls)
        # Once nginx has read every held request's headers the next request is refused: asked until
        # then (a fixed wait could be too short on a loaded machine), for at most 10 s.
        deadline = time.monotonic() + 10
        while True:
            status, headers, body = call(PROXY, "GET", "/api/v1/me")
            if status != 200 or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        assert status == 503, body
        error = json.loads(body)["error"]
        assert error["code"] == "too_many_connections"
        assert "close idle connections" in error["message"]
        assert headers.get("Retry-After") == "1"
    finally:
        for tls in held:
            tls.close()
    deadline = time.monotonic() + 10
    while True:
        status, _, body = call(PROXY, "GET", "/api/v1/me")
        if status == 200 or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert status == 200, body


def bucket_objects():
    """How many objects the deployment's bucket holds (PostgreSQL + S3 only), or None."""
    if os.environ.get("VISOR_BACKEND") != "postgres-s3":
        return None
    import boto3
    s3 = boto3.client("s3", endpoint_url=os.environ["S3_ENDPOINT"], region_name=os.environ["AWS_REGION"],
                      aws_access_key_id=os.environ["AWS_ACCESS_KEY_ID"],
                      aws_secret_access_key=os.environ["AWS_SECRET_ACCESS_KEY"])
    count, token = 0, None
    while True:
        page = s3.list_objects_v2(Bucket=os.environ["VISOR_S3_BUCKET"],
                                  **({"ContinuationToken": token} if token else {}))
        count += page.get("KeyCount", 0)
        token = page.get("NextContinuationToken")
        if not token:
            return count


def test_a_car_saved_on_one_instance_is_listed_and_deleted_on_the_other_with_its_photo():
    import base64
    photo = base64.b64encode(open(os.environ["VISOR_PHOTO"], "rb").read()).decode()
    before = bucket_objects()
    status, _, body = call(A, "POST", "/api/v1/cars/identify", body={"imageBase64": photo})
    assert status in (200, 201), body
    answer = json.loads(body)
    assert answer["found"] and answer["car"], answer
    car = answer["car"]["id"]
    status, _, body = call(B, "GET", "/api/v1/cars")
    assert car in [item["id"] for item in json.loads(body)["items"]]
    status, headers, image = call(B, "GET", f"/api/v1/cars/{car}/image")
    assert status == 200 and image[:2] == b"\xff\xd8", (status, image[:40])
    if before is not None:
        assert bucket_objects() > before
    assert call(B, "DELETE", f"/api/v1/cars/{car}")[0] == 204
    assert call(A, "GET", f"/api/v1/cars/{car}")[0] == 404
    assert call(A, "GET", f"/api/v1/cars/{car}/image")[0] == 404
    if before is not None:
        # The photo leaves the bucket (at once, or through the outbox within a few seconds).
        deadline = time.monotonic() + 10
        while bucket_objects() > before and time.monotonic() < deadline:
            time.sleep(0.2)
        assert bucket_objects() == before


def visor(*arguments):
    """The CLI on the instances' data folder, as an admin would run it."""
    done = subprocess.run([os.environ["VISOR_BINARY"], *arguments, "--data-dir", os.environ["VISOR_DATA_DIR"],
                           "--password-strength", "minimal"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_quota_spent_on_one_instance_is_enforced_on_the_other():
    """Analyses per day are counted in the shared database: two on A leave none for B or the proxy,
    and a parallel burst over both instances gets exactly the quota through."""
    name = f"quota-{uuid.uuid4().hex[:6]}"
    token = json.loads(visor("users", "add", name, "--json"))["token"]
    assert "analyses per day: 2 (set for this user)" in visor("users", "quota", name, "--analyses-per-day", "2")
    time.sleep(1.1)  # each instance re-reads a user's overrides within a second
    identify = {"imageBase64": ""}  # refused as input (400), but counted as an analysis first
    for _ in range(2):
        status, _, body = call(A, "POST", "/api/v1/cars/identify", body=identify, token=token)
        assert status == 400, body
    for base in (B, PROXY):
        status, headers, body = call(base, "POST", "/api/v1/cars/identify", body=identify, token=token)
        assert status == 429, body
        error = json.loads(body)["error"]
        assert error["code"] == "quota_exceeded" and "midnight UTC" in error["message"], error
        assert 1 <= int(headers["Retry-After"]) <= 86_400, headers
    status, _, body = call(B, "GET", "/api/v1/me", token=token)
    assert json.loads(body)["limits"]["analysesPerDay"]["remaining"] == 0, body

    visor("users", "quota", name, "--analyses-per-day", "10")
    time.sleep(1.1)
    statuses = []

    def spend(base):
        statuses.append(call(base, "POST", "/api/v1/cars/identify", body=identify, token=token)[0])

    threads = [threading.Thread(target=spend, args=((A, B)[i % 2],)) for i in range(24)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    # 2 of the 10 were spent above: exactly 8 more get through, whichever instance they reach.
    assert sorted(statuses) == [400] * 8 + [429] * 16, statuses
