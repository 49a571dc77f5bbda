"""The names of the annotations capture puts on traced FX nodes (node.meta["custom"]), which
conversion to the IR reads back."""

# The node annotation capture gives ops traced inside a torch.utils.checkpoint call.
CHECKPOINT_KEY = "aotc_checkpoint"
# ... and the module ("path:Class") each op was traced in.
MODULE_KEY = "aotc_module"
# ... and the line of the model's source that called it ("llama.py:120").
SOURCE_KEY = "aotc_source"
