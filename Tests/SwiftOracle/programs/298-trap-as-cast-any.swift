// Traps: a forced cast from Any to the wrong type.
let row: [Any] = ["id", 42, "oops"]
let label = row[0] as! String
print("label:", label)
let id = row[1] as! Int
print("id:", id)
let count = row[2] as! Int
print("count:", count)
