# make run   : install missing Debian packages, build (Release) and the Coq library, run the main job
# make test  : install missing Debian packages, build (Release), run every test through ctest
#              except those labelled long, then the fuzzing smoke run (budget: 20 minutes)
# make test-long : the long tests (Erickson's Coq proofs, B21's and B12's slices), about 1.5 hours more
# make fuzz  : build the libFuzzer harnesses (clang-14, ASan+UBSan) in build-fuzz and run each FUZZ_SECONDS
# make coq   : build the Coq library proofs/lib; then coqc -Q proofs/lib CGProve FILE.v checks a script
BUILD    ?= build
JOBS     ?= $(shell nproc)
PACKAGES := g++ cmake make pkg-config libgmp-dev libflint-dev libboost-dev catch2 \
            libisl-dev libcli11-dev libfmt-dev nlohmann-json3-dev coq python3 \
            libcpp-httplib-dev chromium chromium-driver python3-selenium \
            clang-14 libfuzzer-14-dev
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build run test test-long bench clean coq fuzz fuzz-build fuzz-smoke

all: build

deps:
	@missing=""; for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release > /dev/null
	@cmake --build $(BUILD) -j $(JOBS)

run: build coq
	@sh cli/showcase.sh $(BUILD)/cgprove
	@printf '\n$$ cgprove prove tf --class A11 --coq $(BUILD)/A11.v && coqc -Q proofs/lib CGProve $(BUILD)/A11.v\n'
	@$(BUILD)/cgprove prove tf --class A11 --coq $(BUILD)/A11.v > /dev/null && coqc -Q proofs/lib CGProve $(BUILD)/A11.v

test: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -LE long
	@$(MAKE) --no-print-directory fuzz-smoke

test-long: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -L long

coq: deps
	@cd proofs/lib && coq_makefile -f _CoqProject -o Makefile.coq > /dev/null && $(MAKE) --no-print-directory -f Makefile.coq

bench: build
	@cmake --build $(BUILD) -j $(JOBS) --target benches
	@$(BUILD)/bench_tf
	@$(BUILD)/bench_chomp
	@$(BUILD)/bench_conjecture
	@$(BUILD)/bench_page
	@$(BUILD)/bench_play
	@$(BUILD)/bench_server_load

clean:
	rm -rf $(BUILD)

# Fuzzing (README "Fuzzing"): a separate clang build of the parser libraries
# and the harnesses; make test runs each harness FUZZ_SMOKE_SECONDS.
FUZZ_BUILD         ?= build-fuzz
FUZZ_SECONDS       ?= 600
FUZZ_SMOKE_SECONDS ?= 5

fuzz-build: deps
	@CC=clang-14 CXX=clang++-14 cmake -S . -B $(FUZZ_BUILD) -DCGP_FUZZ=ON > /dev/null
	@cmake --build $(FUZZ_BUILD) -j $(JOBS) > $(FUZZ_BUILD)/build.log 2>&1 || { tail -n 30 $(FUZZ_BUILD)/build.log; exit 1; }

fuzz: fuzz-build
	@sh tests/fuzz/run_fuzz.sh $(FUZZ_BUILD) $(FUZZ_SECONDS)

fuzz-smoke: fuzz-build
	@sh tests/fuzz/run_fuzz.sh $(FUZZ_BUILD) $(FUZZ_SMOKE_SECONDS)
