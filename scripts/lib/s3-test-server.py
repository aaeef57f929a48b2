#!/usr/bin/env python3
"""moto's S3 server with SigV4 checking switched on, for the S3 blob store's tests.

    python scripts/lib/s3-test-server.py [--watch PID] [--bucket NAME]

Prints one JSON line {"endpoint", "accessKeyID", "secretAccessKey", "region"} once the server answers,
then serves until PID exits (or forever without --watch). moto enforces signatures only after
INITIAL_NO_AUTH_ACTION_COUNT unauthenticated actions and only for keys created through its IAM API,
so exactly three IAM calls run first (user, inline policy allowing s3:*, access key); every request
after them is checked, so a wrong secret is refused with SignatureDoesNotMatch.
"""
import json
import os
import sys
import time

# Descriptors inherited from whoever started us (beyond stdio) would keep their pipes open.
os.closerange(3, 1024)
os.environ["INITIAL_NO_AUTH_ACTION_COUNT"] = "3"
os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")

import boto3  # noqa: E402  (moto depends on it)
from moto.server import ThreadedMotoServer  # noqa: E402


def main():
    watch = None
    bucket = None
    args = sys.argv[1:]
    while args:
        flag, value, args = args[0], args[1], args[2:]
        if flag == "--watch":
            watch = int(value)
        elif flag == "--bucket":
            bucket = value
        else:
            sys.exit(f"unknown option {flag}")
    # Port 0: the server binds a free port and names it (a port probed free first could be taken
    # before the server binds it, by a test running beside this one).
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    port = server.get_host_and_port()[1]
    endpoint = f"http://127.0.0.1:{port}"
    iam = boto3.client("iam", endpoint_url=endpoint, region_name="us-east-1",
                       aws_access_key_id="bootstrap", aws_secret_access_key="bootstrap")
    iam.create_user(UserName="visor")
    iam.put_user_policy(UserName="visor", PolicyName="s3", PolicyDocument=json.dumps({
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}],
    }))
    key = iam.create_access_key(UserName="visor")["AccessKey"]
    if bucket:
        # Signed with the new key: the unauthenticated actions are used up.
        boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1", aws_access_key_id=key["AccessKeyId"],
                     aws_secret_access_key=key["SecretAccessKey"]).create_bucket(Bucket=bucket)
    print(json.dumps({"endpoint": endpoint, "accessKeyID": key["AccessKeyId"],
                      "secretAccessKey": key["SecretAccessKey"], "region": "us-east-1"}), flush=True)

    while True:
        time.sleep(1)
        if watch is not None:
            try:
                os.kill(watch, 0)
            except OSError:
                os._exit(0)


if __name__ == "__main__":
    main()
