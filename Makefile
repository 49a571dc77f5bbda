# make run    set up .venv, compile the tiny Llama and train it from the artifact next to eager
# make test   set up .venv, run the whole test suite (slow tests included)
# make bench  set up .venv, eager vs torch.compile vs the artifact (bench/compare.py)
# make golden recompile the example goldens (artifacts/golden/programs) after an intended change

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
TORCH  ?= torch==2.13.0

.PHONY: setup run test test-fast fuzz bench golden compile-8b clean

setup: $(STAMP)

# The venv sees system packages so that a machine with torch already installed (a GPU box)
# keeps its own; elsewhere the local CPU wheel is installed before anything can ask for torch.
$(STAMP): pyproject.toml Makefile
	test -x $(BIN)/python || $(PYTHON) -m venv --system-site-packages $(VENV)
	$(BIN)/python -c "import torch" 2>/dev/null || $(BIN)/pip install --quiet "$(TORCH)"
	$(BIN)/pip install --quiet -e ".[test]"
	$(BIN)/pip install --quiet --no-deps "litgpt==0.5.9"   # its numpy<2 pin: see pyproject.toml
	# torchtitan for the tests of its MoE layer and its document-masked Llama. Without its deps,
	# as it pins torch; what its model code imports: spmd-types, tyro (its config) and triton
	# (imported by its expert dispatch, never run on the CPU).
	$(BIN)/pip install --quiet --no-deps "torchtitan==0.3.0" "spmd-types==0.3.1" "triton==3.9.0"
	$(BIN)/pip install --quiet "tyro==1.0.17"
	# What torchtitan's trainer imports besides (tests/test_torchtitan_trainer.py): its metrics'
	# tensorboard, its data loaders' torchdata and datasets (with what datasets imports).
	$(BIN)/pip install --quiet --no-deps "tensorboard==2.21.0" "absl-py==2.5.1" "protobuf==7.36.2" \
		"torchdata==0.11.0" "datasets==5.2.0" "pandas==3.1.1" "pyarrow==26.0.1" "dill==0.4.1" \
		"multiprocess==0.70.19" "xxhash==4.1.0" "python-dateutil>=2.9"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/thunder-aot compile examples/llama.py:Llama --arg config=tiny --shape 2x64 -o artifacts/llama-tiny
	$(BIN)/thunder-aot build-kernels artifacts/llama-tiny -q
	$(BIN)/thunder-aot run artifacts/llama-tiny --steps 30

test: $(STAMP)
	$(BIN)/python -m pytest -q

test-fast: $(STAMP)
	$(BIN)/python -m pytest -q -m "not slow"

bench: $(STAMP)
	$(BIN)/python bench/compare.py

# The loader against crafted artifacts: a random seed (printed, to replay a finding), 20000 cases.
fuzz: $(STAMP)
	$(BIN)/python tests/fuzz_artifacts.py --cases 20000

golden: $(STAMP)
	$(BIN)/python tests/goldens.py

compile-8b: $(STAMP)
	$(BIN)/thunder-aot compile examples/llama.py:Llama --shape 1x8192 -o artifacts/llama

clean:
	rm -rf $(VENV) artifacts/llama-tiny artifacts/llama .pytest_cache
