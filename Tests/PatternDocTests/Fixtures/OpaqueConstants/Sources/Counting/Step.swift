/// How much a counter of the docs moves at a time.
public let step = 1
