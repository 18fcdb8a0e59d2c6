let a = 1
