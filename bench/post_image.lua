-- wrk script: POST a multipart body read from $BENCH_BODY with the boundary in $BENCH_BOUNDARY.
local f = assert(io.open(os.getenv("BENCH_BODY"), "rb"))
wrk.body = f:read("*a")
f:close()
wrk.method = "POST"
wrk.headers["Content-Type"] = "multipart/form-data; boundary=" .. os.getenv("BENCH_BOUNDARY")
wrk.headers["Authorization"] = "Bearer " .. os.getenv("BENCH_TOKEN")
