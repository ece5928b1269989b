# The two commands of the README: `make demo` (main job) and `make test` (every test).
.PHONY: demo test setup build

setup:
	scripts/setup.sh

build: setup
	cargo build --workspace --locked

demo: build
	scripts/demo.sh

test:
	scripts/test.sh
