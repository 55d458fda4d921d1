# make run   : install missing Debian packages, build (Release) and the Coq library, run the main job
# make test  : install missing Debian packages, build (Release), run every test through ctest
# make coq   : build the Coq library proofs/lib; then coqc -Q proofs/lib CGProve FILE.v checks a script
BUILD    ?= build
JOBS     ?= $(shell nproc)
PACKAGES := g++ cmake make pkg-config libgmp-dev libflint-dev libboost-dev catch2 \
            libisl-dev libcli11-dev libfmt-dev nlohmann-json3-dev coq python3 \
            libcpp-httplib-dev chromium chromium-driver python3-selenium
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build run test bench clean coq

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
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

coq: deps
	@cd proofs/lib && coq_makefile -f _CoqProject -o Makefile.coq > /dev/null && $(MAKE) --no-print-directory -f Makefile.coq

bench: build
	@$(BUILD)/bench_tf
	@$(BUILD)/bench_chomp
	@$(BUILD)/bench_conjecture
	@$(BUILD)/bench_page
	@$(BUILD)/bench_play

clean:
	rm -rf $(BUILD)
