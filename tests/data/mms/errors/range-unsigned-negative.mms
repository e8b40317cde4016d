1000 0 1 mmreplay:lost_events nr=-1
