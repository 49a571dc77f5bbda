"""Other trainers running artifacts through their own extension points: `torchtitan`."""
