import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { ImageProxyQueryDto } from '../dto/image-proxy-query.dto';
import { ImageProxyService } from '../services/image-proxy.service';
import { Public } from '../../../common/auth/access.decorators';

@ApiTags('blog')
@Public()
@Controller('image-proxy')
export class ImageProxyController {
  constructor(private readonly images: ImageProxyService) {}

  @Get()
  @Throttle({ default: RATE_LIMITS.imageProxy })
  @ApiOperation({
    summary: 'An external blog image (public http(s) addresses only, raster images up to 5 MB); 400 for a refused address, 502/504 when the image cannot be fetched',
  })
  async proxy(@Query() query: ImageProxyQueryDto, @Res() res: Response): Promise<void> {
    const image = await this.images.fetchImage(query.url);
    res.status(200);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Content-Length', String(image.body.length));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', 'inline');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.end(image.body);
  }
}
