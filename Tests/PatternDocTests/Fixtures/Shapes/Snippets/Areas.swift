import Shapes

// snippet.hide
let unit = 1.0
// snippet.show
// snippet.sum
let shapes: [any Shape] = [Square(side: unit), Square(side: 2)]
print(totalArea(shapes))
// Prints "5.0"
// snippet.end
