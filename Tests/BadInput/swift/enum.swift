enum Mode { case on, off }
