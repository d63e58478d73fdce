"""The Sabaccino games of seed 000, one module each holding its ``Rules`` (a variant a table
picks by option, such as Big Ranch Nerf Herder or a Draw variant, is in its game's module).
``__init__`` of the family lists them for the registry."""
