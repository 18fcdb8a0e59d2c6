// Traps: a forced cast from Any to the wrong type.
let row: [Any] = ["id", 42, "oops"]
print("row has", row.count, "fields")
let label = row[0] as! String
print("label:", label)
let id = row[1] as! Int
print("id:", id, "next id:", id + 1)
let count = row[2] as! Int
print("count:", count)
print("not reached")
