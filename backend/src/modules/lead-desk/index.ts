// The lead desk's public entry: other modules reach the desk only through what is exported here.
export { LeadDeskModule } from './lead-desk.module';
export { UnchangedPolls } from './services/unchanged-polls.service';
export { LeadQualificationService } from './services/lead-qualification.service';
export { StandQualifyLeadDto } from './dto/qualify-lead.dto';
