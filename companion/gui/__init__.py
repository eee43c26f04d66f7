"""The Qt front end: forms that build model inputs and charts that render results."""
