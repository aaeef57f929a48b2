# Visor — two commands on a fresh Debian 12 machine:
#   make run    set up (apt, pip, local models; idempotent), build release, serve on 127.0.0.1:8080
#   make test   same setup plus test tools, then the whole test suite
SHELL := /bin/bash
DATA_DIR ?= ./data
export VISOR_CACHE_DIR ?= $(HOME)/.cache/visor

.PHONY: setup setup-test build run test bench format lint clean

setup:
	@bash scripts/setup.sh

setup-test:
	@bash scripts/setup.sh --test

build:
	swift build -c release

run: setup build
	.build/release/visor serve --data-dir $(DATA_DIR)

test: setup-test
	@bash scripts/test.sh

bench: setup-test
	@bash scripts/bench.sh

format:
	swift format --configuration .swift-format -i -r Sources Tests Package.swift

lint:
	swift format lint --configuration .swift-format -r Sources Tests

clean:
	rm -rf .build
