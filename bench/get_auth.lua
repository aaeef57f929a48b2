-- wrk script: authenticated GET.
wrk.headers["Authorization"] = "Bearer " .. os.getenv("BENCH_TOKEN")
