"""Versions an artifact records. FORMAT_VERSION changes with every change to the on-disk format
(artifacts/CHANGELOG.md keeps the dated list); readers accept READABLE_FORMATS."""

__version__ = "0.1.0"

FORMAT_VERSION = 17
READABLE_FORMATS = range(1, FORMAT_VERSION + 1)

# An artifact is written in the oldest format that holds what it uses. Format 8 added pipeline
# stages, the mesh axes beyond dp and ep (and with them tp and cp layouts) and rank coordinates
# as program inputs; format 9 carries (values the runtime holds between steps: fp8 delayed
# scaling's histories and scales), the delayed-scaling recipe, the fp8 section's `experts` and
# the experts' fp8 grouped matmuls (`aotc.scaled_grouped_mm` and its weight gradient). An
# artifact with none of them is format 7's (or 8's), written byte for byte as before, so every
# format-7 reader still loads it. Format 10 added parameters split block by block (a fused
# projection's q, k and v rows each split over tp: the plan's `blocks`). Format 11 added the
# model's own signature: inputs by name, the optional parameters left at their defaults, and
# results that are dataclasses or named tuples (a record's `form`). Format 12 added kernel packs
# built for a described target and not yet checked on one (a pack record's `checked: false`):
# add_pack raises an artifact to it while it holds such a pack, so an older runtime, which would
# run the unchecked kernels, refuses it by its version. Format 13 added matmuls fused with tp's
# collectives (`--async-tp`: `aotc.gather_mm`, `aotc.mm_scatter`). Format 14 added context
# parallelism's causal attention (`aotc.cp_attention` and its backward), which reads the rank's
# index from its group instead of taking a mask. Format 15 added document attention
# (`aotc.document_attention` and its backward: FlexAttention's document masks on the
# variable-length kernels). Format 16 added attention on float8 operands (`aotc.fp8_attention`
# and its backward, `--fp8-attention`), recorded as the fp8 section's `attention`. Format 17
# added a pipeline's last stage that computes the loss: its entry takes the model input it
# reads (the targets) after the activation, by name.
PLAIN_FORMAT = 7
MESH_FORMAT = 8
FP8_FORMAT = 9
BLOCKS_FORMAT = 10
SIGNATURE_FORMAT = 11
UNCHECKED_PACK_FORMAT = 12
TP_MATMUL_FORMAT = 13
CP_ATTENTION_FORMAT = 14
DOCUMENT_ATTENTION_FORMAT = 15
FP8_ATTENTION_FORMAT = 16
STAGE_TARGETS_FORMAT = 17


def format_for(*, stages: bool = False, mesh: bool = False, fp8_additions: bool = False,
               blocks: bool = False, signature: bool = False, tp_matmuls: bool = False,
               cp_attention: bool = False, document_attention: bool = False, fp8_attention: bool = False,
               stage_targets: bool = False) -> int:
    """The format an artifact is written in: STAGE_TARGETS_FORMAT when a pipeline's last stage
    takes the targets of its loss; FP8_ATTENTION_FORMAT when a program calls fp8
    attention; DOCUMENT_ATTENTION_FORMAT when a program calls document attention; CP_ATTENTION_FORMAT when a program calls cp's attention; TP_MATMUL_FORMAT when a program calls a matmul fused
    with a collective over tp; SIGNATURE_FORMAT when an entry takes inputs by
    name or returns a dataclass or named tuple; BLOCKS_FORMAT when its plan splits a parameter
    block by block; FP8_FORMAT when its fp8 section holds what format 9 added (delayed scaling,
    whose casts' state the programs carry; experts in fp8, whose grouped matmuls they scale);
    MESH_FORMAT with pipeline stages or format 8's mesh (axes other than dp and ep, coord
    inputs); else PLAIN_FORMAT."""
    if stage_targets:
        return STAGE_TARGETS_FORMAT
    if fp8_attention:
        return FP8_ATTENTION_FORMAT
    if document_attention:
        return DOCUMENT_ATTENTION_FORMAT
    if cp_attention:
        return CP_ATTENTION_FORMAT
    if tp_matmuls:
        return TP_MATMUL_FORMAT
    if signature:
        return SIGNATURE_FORMAT
    if blocks:
        return BLOCKS_FORMAT
    if fp8_additions:
        return FP8_FORMAT
    return MESH_FORMAT if stages or mesh else PLAIN_FORMAT
